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
  const early = query.cursor === undefined || query.cursor === null ? appEarlyRequests.take(path) : undefined;
  return early === undefined ? fetchNow() : early.then(searchPageOf, fetchNow);
};

/** Starts a first page's read at app start, as getListings would send it. */
export const startListingsEarly = (query: ListingsQuery): void => {
  const path = listingsPath(query);
  appEarlyRequests.start(path, () => apiFetch(path));
};

