import type { CommandAccepted } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';

export type ModerationDecision = 'approve' | 'reject';

export interface ModerationRequest {
  listingId: string;
  decision: ModerationDecision;
  /** Only for a rejection: what the owner is told. */
  reason: string;
}

/** POST /api/listings/:id/approve, or /reject {reason}. */
export function sendModerationDecision({ listingId, decision, reason }: ModerationRequest): Promise<CommandAccepted> {
  const path = `/api/listings/${encodeURIComponent(listingId)}/${decision}`;
  return apiFetch(path, {
    method: 'POST',
    body: decision === 'reject' ? { reason } : {},
    parse: objectWith<CommandAccepted>('message', 'position'),
  });
}
