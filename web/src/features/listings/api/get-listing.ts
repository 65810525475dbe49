import type { ListingDetail } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';

/** GET /api/listings/:id */
export const getListing = (id: string, signal: AbortSignal): Promise<ListingDetail> =>
  apiFetch(`/api/listings/${encodeURIComponent(id)}`, {
    parse: objectWith<ListingDetail>('id', 'kind', 'lister', 'pictures'),
    signal,
  });
