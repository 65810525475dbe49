import type { CommandAccepted } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';

export type ModerationDecision = 'approve' | 'reject';

export interface ModerationRequest {
  listingId: string;
  decision: ModerationDecision;
  /** Only for a rejection: what the owner is told. */
  reason: string;
  /** The content the admin looked at (ListingDetail.contentAt): changed since, the server refuses. */
  seen?: string;
}

/** POST /api/listings/:id/approve {seen?}, or /reject {reason, seen?}. */
export function sendModerationDecision({ listingId, decision, reason, seen }: ModerationRequest): Promise<CommandAccepted> {
  const path = `/api/listings/${encodeURIComponent(listingId)}/${decision}`;
  const named = seen === undefined ? {} : { seen };
  return apiFetch(path, {
    method: 'POST',
    body: decision === 'reject' ? { reason, ...named } : named,
    parse: objectWith<CommandAccepted>('message', 'position'),
  });
}
