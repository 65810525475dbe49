/** Admin moderation bodies. Approve, delete, unblock and verify carry only the id in the path. */
import { z } from 'zod';
import { requiredText } from './form-fields';
import { messages } from '../messages';

/** POST /api/listings/:id/reject {reason}: a reason is required (spec section 4). */
export const rejectListingSchema = z.object({
  reason: requiredText(messages.rejectionReasonRequired, 'rejectionReason', { tooLong: messages.rejectionReasonTooLong }),
});
export type RejectListing = z.output<typeof rejectListingSchema>;

/**
 * POST /api/users/:id/block {reason}: blocking hides all of a person's listings, so the admin
 * says why, as a reject does; the reason stays in the user's history and the admins' list.
 */
export const blockUserSchema = z.object({
  reason: requiredText(messages.blockReasonRequired, 'blockReason', { tooLong: messages.rejectionReasonTooLong }),
});
export type BlockUser = z.output<typeof blockUserSchema>;
