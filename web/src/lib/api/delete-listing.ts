import type { CommandAccepted } from '@kamra/contracts/read-models';
import { apiFetch } from '../api-fetch';
import { objectWith } from '../json-shape';

/**
 * DELETE /api/listings/:id (owner or admin). An admin taking a reported listing down says why
 * in `reason`; the owner deleting their own sends none.
 */
export const deleteListing = (listingId: string, reason?: string): Promise<CommandAccepted> =>
  apiFetch(`/api/listings/${encodeURIComponent(listingId)}`, {
    method: 'DELETE',
    ...(reason === undefined ? {} : { body: { reason } }),
    parse: objectWith<CommandAccepted>('message', 'position'),
  });
