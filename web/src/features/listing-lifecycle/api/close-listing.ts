import type { CloseOutcome } from '@kamra/contracts/options';
import type { CommandAccepted } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';

/** POST /api/listings/:id/close {outcome} (owner) */
export const closeListing = (listingId: string, outcome: CloseOutcome): Promise<CommandAccepted> =>
  apiFetch(`/api/listings/${encodeURIComponent(listingId)}/close`, {
    method: 'POST',
    body: { outcome },
    parse: objectWith<CommandAccepted>('position'),
  });
