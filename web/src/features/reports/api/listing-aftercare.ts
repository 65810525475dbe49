import type { ReportReason } from '@kamra/contracts/options';
import type { CommandAccepted, ReportedListingView } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { listOf, objectWith } from '../../../lib/json-shape';

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

/** GET /api/admin/reports (admin): open reports grouped by listing, most reported first. */
export const getReportedListings = (signal?: AbortSignal, afterPosition?: string): Promise<ReportedListingView[]> =>
  apiFetch('/api/admin/reports', {
    parse: listOf<ReportedListingView>,
    ...(signal === undefined ? {} : { signal }),
    ...(afterPosition === undefined ? {} : { afterPosition }),
  });

/** DELETE /api/listings/:id {reason}: an admin takes a reported listing down. */
export const takeDownListing = (listingId: string, reason: string): Promise<CommandAccepted> =>
  apiFetch(`/api/listings/${encodeURIComponent(listingId)}`, { method: 'DELETE', body: { reason }, parse: accepted });
