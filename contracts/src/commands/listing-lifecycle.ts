/**
 * Beyond the spec: what a listing's life holds after approval. Reports with their
 * reasons, closing as rented or sold, and the command bodies of those routes.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { optionalText } from './form-fields';
import { TEXT_LIMITS } from '../limits';

export { REPORT_REASONS, REPORT_REASON_LABELS, type ReportReason } from '../options';
import { REPORT_REASONS } from '../options';

export const REPORT_DETAILS_MAX = TEXT_LIMITS.reportDetails;
export const TAKE_DOWN_REASON_MAX = TEXT_LIMITS.takeDownReason;

/** POST /api/listings/:id/reports {reason, details?}: details are required for "other". */
export const reportListingSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: messages.reportReasonRequired }),
    details: optionalText('reportDetails', { shape: 'paragraphs', tooLong: messages.reportDetailsTooLong }),
  })
  .superRefine((report, context) => {
    if (report.reason === 'other' && report.details === undefined) {
      context.addIssue({ code: 'custom', path: ['details'], message: messages.reportDetailsRequired });
    }
  });
export type ReportListingInput = z.output<typeof reportListingSchema>;

export { CLOSE_OUTCOMES, closeOutcomeOf, type CloseOutcome } from '../options';
import { CLOSE_OUTCOMES } from '../options';

/** POST /api/listings/:id/close {outcome}. */
export const closeListingSchema = z.object({
  outcome: z.enum(CLOSE_OUTCOMES, { error: messages.closeOutcomeRequired }),
});

/** DELETE /api/listings/:id, optionally {reason}: an admin taking a listing down says why. */
export const deleteListingSchema = z.object({
  reason: optionalText('takeDownReason', { tooLong: messages.takeDownReasonTooLong }),
});
