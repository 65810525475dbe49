/** POST /api/reviews {comment}. Empty text is never submitted (spec section 5). */
import { z } from 'zod';
import { requiredText } from './form-fields';
import { messages } from '../messages';

export const postReviewSchema = z.object({
  comment: requiredText(messages.reviewEmpty, 'review', { shape: 'paragraphs', tooLong: messages.reviewTooLong }),
});
export type PostReview = z.output<typeof postReviewSchema>;
