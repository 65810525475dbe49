import type { ReviewEvent } from '@kamra/contracts/events';
import { messages } from '@kamra/contracts/messages';
import { ConflictError, ForbiddenError, NotFoundError } from '@kamra/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.js';
import { IdempotencyKeyReusedError } from '../commands/idempotency-key.js';
import { reviewDecider, type DeleteReview } from './review-decider.js';

const spec = deciderSpec(reviewDecider);
const reviewId = 'review-1';
const author = 'user-ayesha';
const posted: ReviewEvent = { type: 'ReviewPosted', data: { reviewId, userId: author, comment: 'Found a room in two days!' } };
const deleted: ReviewEvent = { type: 'ReviewDeleted', data: { reviewId } };

const deleteBy = (userId: string, isAdmin = false): DeleteReview => ({ type: 'DeleteReview', reviewId, requester: { userId, isAdmin } });

describe('posting a review', () => {
  it('records the comment under its author', () => {
    spec.given([]).when({ type: 'PostReview', reviewId, userId: author, comment: 'Found a room in two days!' }).then([posted]);
  });

  it('refuses a second post with the same id, unless it is the same post again', () => {
    spec.given([posted]).when({ type: 'PostReview', reviewId, userId: author, comment: 'Again' }).thenThrows(IdempotencyKeyReusedError);
    spec.given([posted]).when({ type: 'PostReview', reviewId, userId: 'someone-else', comment: 'Found a room in two days!' }).thenThrows(ConflictError);
    spec.given([posted]).when({ type: 'PostReview', reviewId, userId: author, comment: 'Found a room in two days!' }).thenNothingHappened();
  });
});

describe('deleting a review', () => {
  it('lets the author delete it', () => {
    spec.given([posted]).when(deleteBy(author)).then([deleted]);
  });

  it('lets an admin delete anyone’s review', () => {
    spec.given([posted]).when(deleteBy('user-admin', true)).then([deleted]);
  });

  it('refuses anyone else', () => {
    spec.given([posted]).when(deleteBy('user-bilal')).thenThrows(ForbiddenError, messages.forbidden);
  });

  it('answers not found for an unknown review', () => {
    spec.given([]).when(deleteBy(author)).thenThrows(NotFoundError, messages.reviewNotFound);
  });

  it('answers not found once it is deleted', () => {
    spec.given([posted, deleted]).when(deleteBy(author)).thenThrows(NotFoundError, messages.reviewNotFound);
    spec.given([posted, deleted]).when(deleteBy('user-admin', true)).thenThrows(NotFoundError, messages.reviewNotFound);
  });
});
