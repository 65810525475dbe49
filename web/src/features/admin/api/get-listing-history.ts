import type { ListingHistoryEntry } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { listOf } from '../../../lib/json-shape';

/** GET /api/admin/listings/:id/history: every event of the listing, oldest first. */
export const getListingHistory = (listingId: string, signal: AbortSignal): Promise<ListingHistoryEntry[]> =>
  apiFetch(`/api/admin/listings/${encodeURIComponent(listingId)}/history`, { parse: listOf<ListingHistoryEntry>, signal });
