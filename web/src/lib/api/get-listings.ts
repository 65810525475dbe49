import type { ListingSearchPage, SearchPlace } from '@kamra/contracts/read-models';
import { listingsPath, type ListingsQuery } from '@kamra/contracts/search';
import { apiFetch } from '../api-fetch';
import { appEarlyRequests } from '../early-requests';
import { pageOf } from '../json-shape';

export { listingsPath, type ListingsQuery };

/** A search answer: a cursor page with its count and the place the server understood. */
export function searchPageOf(data: unknown): ListingSearchPage {
  const page = pageOf<ListingSearchPage['items'][number]>(data);
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const total = record['total'];
  const place = record['place'];
  return {
    ...page,
    total: typeof total === 'number' ? total : page.items.length,
    place: typeof place === 'object' && place !== null ? (place as SearchPlace) : null,
  };
}

/**
 * GET /api/listings: public listings of one kind; for an area its own first, then its city's.
 * A first page takes the answer started at app start for the same address, if there is one.
 */
export const getListings = (query: ListingsQuery, signal?: AbortSignal): Promise<ListingSearchPage> => {
  const path = listingsPath(query);
  const fetchNow = () => apiFetch(path, { parse: searchPageOf, ...(signal === undefined ? {} : { signal }) });
  if (query.cursor !== undefined && query.cursor !== null) return fetchNow();
  return appEarlyRequests.decided().then(() => {
    const early = appEarlyRequests.take(path);
    return early === undefined ? fetchNow() : early.then(searchPageOf, fetchNow);
  });
};

/** Starts a first page's read at app start, as getListings would send it. */
export const startListingsEarly = (query: ListingsQuery): void => {
  const path = listingsPath(query);
  appEarlyRequests.start(path, () => apiFetch(path));
};

/** First pages already at hand, by API path: the answer a server-written results page came with. */
const arrived = new Map<string, ListingSearchPage>();

/** Keeps the answer the server gave `path` with the page, for the page's first render. */
export const receiveListings = (path: string, data: unknown): void => {
  arrived.set(path, searchPageOf(data));
};

/**
 * The first page at hand for this search, taken once: the page renders it at once, in place of
 * the server's first view, instead of a loading state and a second search.
 */
export function takeArrivedListings(query: ListingsQuery): ListingSearchPage | undefined {
  const path = listingsPath(query);
  const page = arrived.get(path);
  arrived.delete(path);
  return page;
}
