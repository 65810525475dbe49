import type { ListingDetail } from '@kamra/contracts/read-models';
import { apiFetch } from '../api-fetch';
import { objectWith } from '../json-shape';

/**
 * GET /api/listings/:id. The server decides what the viewer sees: the public an approved
 * listing, its owner and admins every status (admins with the NIC number). `afterPosition`
 * waits until the read side has this tab's latest write, so an owner sees what they just did.
 */
export const getListing = (id: string, signal: AbortSignal, afterPosition?: string): Promise<ListingDetail> =>
  apiFetch(`/api/listings/${encodeURIComponent(id)}`, {
    parse: objectWith<ListingDetail>('id', 'kind', 'lister', 'pictures'),
    signal,
    ...(afterPosition === undefined ? {} : { afterPosition }),
  });
