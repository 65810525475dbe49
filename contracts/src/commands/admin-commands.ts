/** Admin moderation bodies. Delete, unblock and verify carry only the id in the path. */
import { z } from 'zod';
import { requiredText } from './form-fields';
import { messages } from '../messages';

/**
 * What a decision may name: the content the admin looked at (ListingDetail.contentAt). Changed
 * since, the decision is refused (409); absent, it is on whatever the listing holds.
 */
const decisionSeen = { seen: z.iso.datetime({ offset: true, error: messages.badRequest }).optional() };

/** POST /api/listings/:id/approve {seen?}. */
export const approveListingSchema = z.object(decisionSeen);
export type ApproveListing = z.output<typeof approveListingSchema>;

/** POST /api/listings/:id/reject {reason, seen?}: a reason is required (spec section 4). */
export const rejectListingSchema = z.object({
  reason: requiredText(messages.rejectionReasonRequired, 'rejectionReason', { tooLong: messages.rejectionReasonTooLong }),
  ...decisionSeen,
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
