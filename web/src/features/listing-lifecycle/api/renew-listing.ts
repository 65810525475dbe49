import type { CommandAccepted } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';

/** POST /api/listings/:id/renew (owner, from 7 days before expiry) */
export const renewListing = (listingId: string): Promise<CommandAccepted> =>
  apiFetch(`/api/listings/${encodeURIComponent(listingId)}/renew`, {
    method: 'POST',
    body: {},
    parse: objectWith<CommandAccepted>('position'),
  });
