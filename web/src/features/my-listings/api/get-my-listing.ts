import type { ListingDetail } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';
import { recentWritePosition } from '../../../lib/recent-write';

/** GET /api/listings/:id as its owner: pending and rejected too, after this tab's latest write. */
export function getMyListing(id: string, signal: AbortSignal): Promise<ListingDetail> {
  const afterPosition = recentWritePosition();
  return apiFetch(`/api/listings/${encodeURIComponent(id)}`, {
    parse: objectWith<ListingDetail>('id', 'kind', 'lister', 'pictures'),
    signal,
    ...(afterPosition === undefined ? {} : { afterPosition }),
  });
}
