import type { ListingCard, Page } from '@kamra/contracts/read-models';
import { useState } from 'react';
import type { ListingKind } from '../../lib/listing-kind';
import { useQuery, type Query } from '../../lib/use-query';
import { getListings } from '../../lib/api/get-listings';

/** Appends the next page, skipping any listing already shown (a boost can move one up). */
export function appendPage(shown: Page<ListingCard>, next: Page<ListingCard>): Page<ListingCard> {
  const ids = new Set(shown.items.map((card) => card.id));
  return { items: [...shown.items, ...next.items.filter((card) => !ids.has(card.id))], nextCursor: next.nextCursor };
}

export interface ListingResults {
  query: Query<Page<ListingCard>>;
  loadingMore: boolean;
  moreFailed: boolean;
  loadMore: () => void;
}

/** The first page of results for a kind and place, and 'load more' with the cursor. */
export function useListingResults(
  kind: ListingKind,
  location: string,
  filters: Readonly<Record<string, string>> = {},
): ListingResults {
  const query = useQuery(`${kind}|${location}|${new URLSearchParams(filters).toString()}`, (signal) =>
    getListings({ kind, location, filters }, signal),
  );
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

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
