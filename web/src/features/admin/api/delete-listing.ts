import type { CommandAccepted } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';

/** DELETE /api/listings/:id (owner or admin). */
export const deleteListing = (listingId: string): Promise<CommandAccepted> =>
  apiFetch(`/api/listings/${encodeURIComponent(listingId)}`, {
    method: 'DELETE',
    parse: objectWith<CommandAccepted>('message', 'position'),
  });
