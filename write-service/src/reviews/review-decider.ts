import { messages } from '@kamra/contracts/messages';
import type { ReviewEvent } from '@kamra/contracts/events';
import { ConflictError, NotFoundError } from '@kamra/platform';
import type { Decider } from '../commands/decider.js';
import type { Requester } from '../commands/requester.js';
import { assertMayDeleteReview } from './review-policies.js';
import { IdempotencyKeyReusedError } from '../commands/idempotency-key.js';

export type ReviewState =
  | { status: 'none' }
  | { status: 'posted'; authorId: string; comment: string }
  | { status: 'deleted' };

/** The comment is already validated and trimmed (postReviewSchema). */
export interface PostReview {
  type: 'PostReview';
  reviewId: string;
  userId: string;
  comment: string;
}

/** Who asks matters: see review-policies. */
export interface DeleteReview {
  type: 'DeleteReview';
  reviewId: string;
  requester: Requester;
}

export type ReviewCommand = PostReview | DeleteReview;

export const reviewDecider: Decider<ReviewState, ReviewCommand, ReviewEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(_state, event) {
    switch (event.type) {
      case 'ReviewPosted':
        return { status: 'posted', authorId: event.data.userId, comment: event.data.comment };
      case 'ReviewDeleted':
        return { status: 'deleted' };
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'PostReview':
        // The same post again (its id comes from the author's Idempotency-Key): nothing more to do.
        if (state.status === 'posted' && state.authorId === command.userId && state.comment === command.comment) return [];
        // The author's key sent again with other words.
        if (state.status === 'posted' && state.authorId === command.userId) throw new IdempotencyKeyReusedError();
        // A random id taken, or another's (keys are hashed with their author, so it never is).
        if (state.status !== 'none') throw new ConflictError(messages.concurrentChange);
        return [{ type: 'ReviewPosted', data: { reviewId: command.reviewId, userId: command.userId, comment: command.comment } }];
      case 'DeleteReview': {
        if (state.status !== 'posted') throw new NotFoundError(messages.reviewNotFound);
        assertMayDeleteReview(state, command.requester);
        return [{ type: 'ReviewDeleted', data: { reviewId: command.reviewId } }];
      }
    }
  },
};
