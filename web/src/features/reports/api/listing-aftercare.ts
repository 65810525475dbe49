import type { ReportReason } from '@kamra/contracts/commands';
import type { CommandAccepted } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';

const accepted = objectWith<CommandAccepted>('position');

/** POST /api/listings/:id/reports {reason, details?} (signed in, not the owner) */
export const reportListing = (listingId: string, reason: ReportReason, details: string): Promise<CommandAccepted> =>
  apiFetch(`/api/listings/${encodeURIComponent(listingId)}/reports`, {
    method: 'POST', body: details.trim() === '' ? { reason } : { reason, details }, parse: accepted,
  });

/** POST /api/listings/:id/close {outcome} (owner) */
export const closeListing = (listingId: string, outcome: 'rented' | 'sold'): Promise<CommandAccepted> =>
  apiFetch(`/api/listings/${encodeURIComponent(listingId)}/close`, { method: 'POST', body: { outcome }, parse: accepted });

/** POST /api/listings/:id/renew (owner, from 7 days before expiry) */
export const renewListing = (listingId: string): Promise<CommandAccepted> =>
  apiFetch(`/api/listings/${encodeURIComponent(listingId)}/renew`, { method: 'POST', body: {}, parse: accepted });

/** POST /api/admin/listings/:id/reports/dismiss (admin) */
export const dismissReports = (listingId: string): Promise<CommandAccepted> =>
  apiFetch(`/api/admin/listings/${encodeURIComponent(listingId)}/reports/dismiss`, { method: 'POST', body: {}, parse: accepted });
