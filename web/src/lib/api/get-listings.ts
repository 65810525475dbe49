import type { ListingCard, Page } from '@kamra/contracts/read-models';
import { apiFetch } from '../api-fetch';
import { pageOf } from '../json-shape';
import type { ListingKind } from '../listing-kind';

export interface ListingsQuery {
  kind: ListingKind;
  location: string;
  cursor?: string | null;
  /** Advanced search filters as the URL carries them (rent, internet, gender...). */
  filters?: Readonly<Record<string, string>>;
}

export function listingsPath({ kind, location, cursor, filters = {} }: ListingsQuery): string {
  const params = new URLSearchParams(filters);
  params.set('kind', kind);
  params.set('location', location);
  if (cursor !== undefined && cursor !== null) params.set('cursor', cursor);
  return `/api/listings?${params.toString()}`;
}

/** GET /api/listings: approved listings of one kind, boosted first, then newest. */
export const getListings = (query: ListingsQuery, signal?: AbortSignal): Promise<Page<ListingCard>> =>
  apiFetch(listingsPath(query), { parse: pageOf<ListingCard>, ...(signal === undefined ? {} : { signal }) });
