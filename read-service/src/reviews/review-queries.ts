import type { ReadDb } from '@kamra/read-model';
import type { AuthoredCommentRow } from '../authors/authored-comment.js';

/** The testimonials page shows this many, newest first. */
export const REVIEWS_SHOWN = 200;

/**
 * Newest first, one a person: their newest, which stands for what they say now. Otherwise one
 * account posting again and again would push everyone else's off the page within minutes. A
 * blocked author's reviews leave the page with their listings. The author's current name and
 * picture come from `users`.
 */
export function listReviews(db: ReadDb): Promise<AuthoredCommentRow[]> {
  const newestOfEach = db
    .selectFrom('reviews')
    .distinctOn('reviews.user_id')
    .select(['reviews.id', 'reviews.user_id', 'reviews.comment', 'reviews.posted_at', 'reviews.seq'])
    .orderBy('reviews.user_id')
    .orderBy('reviews.posted_at', 'desc')
    .orderBy('reviews.seq', 'desc');
  return db
    .selectFrom(newestOfEach.as('review'))
    .leftJoin('users', 'users.id', 'review.user_id')
    .select([
      'review.id', 'review.user_id', 'review.comment', 'review.posted_at',
      'users.name as user_name', 'users.picture as user_picture',
    ])
    .where((eb) => eb.or([eb('users.blocked', 'is', null), eb('users.blocked', '=', false)]))
    .orderBy('review.posted_at', 'desc')
    .orderBy('review.seq', 'desc')
    .limit(REVIEWS_SHOWN)
    .execute();
}
