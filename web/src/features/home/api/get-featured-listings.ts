import type { ListingCard, Page } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { pageOf } from '../../../lib/json-shape';

/** GET /api/listings?location=all: the first page, boosted first and then newest. */
export const getFeaturedListings = (kind: 'room' | 'roommate', signal: AbortSignal): Promise<Page<ListingCard>> =>
  apiFetch(`/api/listings?kind=${kind}&location=all`, { parse: pageOf<ListingCard>, signal });
