import type { CommandAccepted } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';
import type { ModerationRequest } from '../listing-moderation-machine';

/** POST /api/listings/:id/approve, or /reject {reason}. */
export function sendModerationDecision({ listingId, decision, reason }: ModerationRequest): Promise<CommandAccepted> {
  const path = `/api/listings/${encodeURIComponent(listingId)}/${decision}`;
  return apiFetch(path, {
    method: 'POST',
    body: decision === 'reject' ? { reason } : {},
    parse: objectWith<CommandAccepted>('message', 'position'),
  });
}
