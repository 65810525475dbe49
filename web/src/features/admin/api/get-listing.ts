import type { ListingDetail } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';

/** GET /api/listings/:id as an admin: any status, with the NIC number. */
export const getListingAsAdmin = (id: string, signal: AbortSignal): Promise<ListingDetail> =>
  apiFetch(`/api/listings/${encodeURIComponent(id)}`, {
    parse: objectWith<ListingDetail>('id', 'kind', 'lister', 'pictures'),
    signal,
  });
