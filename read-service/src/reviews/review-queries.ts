import type { ReadDb } from '@kamra/read-model';
import type { AuthoredCommentRow } from '../authors/authored-comment.js';

/** The testimonials page shows this many, newest first. */
export const REVIEWS_SHOWN = 200;

/** Newest first; the author's current name and picture come from `users`. */
export function listReviews(db: ReadDb): Promise<AuthoredCommentRow[]> {
  return db
    .selectFrom('reviews')
    .leftJoin('users', 'users.id', 'reviews.user_id')
    .select([
      'reviews.id', 'reviews.user_id', 'reviews.comment', 'reviews.posted_at',
      'users.name as user_name', 'users.picture as user_picture',
    ])
    .orderBy('reviews.posted_at', 'desc')
    .orderBy('reviews.seq', 'desc')
    .limit(REVIEWS_SHOWN)
    .execute();
}
