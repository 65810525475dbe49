import type { ListingKind } from '@kamra/contracts/options';
import type { MyListing, Page } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { pageOf } from '../../../lib/json-shape';
import { recentWritePosition } from '../../../lib/recent-write';

/** GET /api/me/listings?kind=: own listings in every status; waits for this tab's latest write. */
export function getMyListings(kind: ListingKind, signal: AbortSignal): Promise<Page<MyListing>> {
  const afterPosition = recentWritePosition();
  return apiFetch(`/api/me/listings?kind=${kind}`, {
    parse: pageOf<MyListing>,
    signal,
    ...(afterPosition === undefined ? {} : { afterPosition }),
  });
}
