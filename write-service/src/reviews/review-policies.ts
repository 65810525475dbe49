/** Who may do what to a review. Pure: the decider applies them to the command's requester. */
import { messages } from '@kamra/contracts/messages';
import { ForbiddenError } from '@kamra/platform';
import type { Requester } from '../commands/requester.js';

/** Any active signed-in person posts a review; only its author or an admin deletes it. */
export function assertMayDeleteReview(review: { authorId: string }, requester: Requester): void {
  if (!requester.isAdmin && requester.userId !== review.authorId) throw new ForbiddenError(messages.forbidden);
}
