import type { ListingSearchPage } from '@kamra/contracts/read-models';
import { useEffect, useLayoutEffect, useState } from 'react';
import type { ListingKind } from '../../lib/listing-kind';
import { useQuery, type Query } from '../../lib/use-query';
import { getListings, takeArrivedListings } from '../../lib/api/get-listings';
import { historyEntryKey, recallResults, rememberResults } from './results-memory';

/** Appends the next page, skipping any listing already shown (a boost can move one up). */
export function appendPage(shown: ListingSearchPage, next: ListingSearchPage): ListingSearchPage {
  const ids = new Set(shown.items.map((card) => card.id));
  return { ...shown, items: [...shown.items, ...next.items.filter((card) => !ids.has(card.id))], nextCursor: next.nextCursor };
}

export interface ListingResults {
  query: Query<ListingSearchPage>;
  loadingMore: boolean;
  moreFailed: boolean;
  loadMore: () => void;
}

/**
 * The first page of results for a kind, place and filters, and 'load more' with the cursor.
 * Coming Back to this history entry shows the cards it showed, Load more pages included, at
 * the scroll position it was left at.
 */
export function useListingResults(
  kind: ListingKind,
  location: string,
  filters: Readonly<Record<string, string>> = {},
): ListingResults {
  const key = `${kind}|${location}|${new URLSearchParams(filters).toString()}`;
  const [entry] = useState(historyEntryKey);
  const [memory] = useState(() => recallResults(entry, key));
  // What the server sent with the page, for a first visit: shown at once, with no second search.
  const [arrived] = useState(() => (memory === null ? takeArrivedListings({ kind, location, filters }) : undefined));
  const query = useQuery(key, (signal) => getListings({ kind, location, filters }, signal), memory?.page ?? arrived);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  // The browser's own restoration would scroll before the cards exist (landing at the footer).
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    if (memory === null) return;
    // After the page's own scroll to the top on open (usePage), which runs after this effect.
    const frame = window.requestAnimationFrame(() => window.scrollTo({ top: memory.scrollY, behavior: 'instant' }));
    return () => window.cancelAnimationFrame(frame);
  }, [memory]);

  const page = query.state.status === 'succeeded' ? query.state.data : null;
  // A layout effect's cleanup runs before React takes the cards out of the page, so it reads
  // the scroll position the seeker left; a moment later the next page's shorter document has
  // already clamped it.
  useLayoutEffect(() => {
    if (page === null) return;
    const remember = () => rememberResults(entry, { query: key, page, scrollY: window.scrollY });
    window.addEventListener('pagehide', remember);
    return () => {
      window.removeEventListener('pagehide', remember);
      remember();
    };
  }, [entry, key, page]);

  const loadMore = () => {
    if (query.state.status !== 'succeeded' || query.state.data.nextCursor === null || loadingMore) return;
    const cursor = query.state.data.nextCursor;
    setLoadingMore(true);
    setMoreFailed(false);
    getListings({ kind, location, cursor, filters }).then(
      (next) => {
        query.update((shown) => appendPage(shown, next));
        setLoadingMore(false);
      },
      () => {
        setMoreFailed(true);
        setLoadingMore(false);
      },
    );
  };

  return { query, loadingMore, moreFailed, loadMore };
}
