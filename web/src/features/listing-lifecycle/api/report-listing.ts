import type { ReportReason } from '@kamra/contracts/options';
import type { CommandAccepted } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';

/** POST /api/listings/:id/reports {reason, details?} (signed in, not the owner) */
export const reportListing = (listingId: string, reason: ReportReason, details: string): Promise<CommandAccepted> =>
  apiFetch(`/api/listings/${encodeURIComponent(listingId)}/reports`, {
    method: 'POST',
    body: details.trim() === '' ? { reason } : { reason, details },
    parse: objectWith<CommandAccepted>('position'),
  });
