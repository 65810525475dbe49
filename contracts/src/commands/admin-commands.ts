/** Admin moderation bodies. Approve, delete, block and verify carry only the id in the path. */
import { z } from 'zod';
import { requiredText } from './form-fields';
import { messages } from '../messages';

/** POST /api/listings/:id/reject {reason}: a reason is required (spec section 4). */
export const rejectListingSchema = z.object({
  reason: requiredText(messages.rejectionReasonRequired, 'rejectionReason', { tooLong: messages.rejectionReasonTooLong }),
});
export type RejectListing = z.output<typeof rejectListingSchema>;
