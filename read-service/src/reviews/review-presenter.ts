import { messages, type Review } from '@kamra/contracts';
import type { ReviewRow } from './review-queries.js';

export function presentReview(row: ReviewRow): Review {
  return {
    id: row.id,
    userId: row.user_id,
    // The users row can trail the review by a moment while the projector catches up.
    userName: row.user_name ?? messages.unknownAuthor,
    userPicture: row.user_picture,
    comment: row.comment,
    postedAt: row.posted_at.toISOString(),
  };
}
