import type { RevisionAccepted } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';

/** DELETE /api/listings/:id/revision (owner): takes back the changes waiting for review. */
export const withdrawChanges = (listingId: string): Promise<RevisionAccepted> =>
  apiFetch(`/api/listings/${encodeURIComponent(listingId)}/revision`, {
    method: 'DELETE',
    parse: objectWith<RevisionAccepted>('message', 'position'),
  });
