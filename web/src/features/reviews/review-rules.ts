import type { Review } from '@kamra/contracts/read-models';
import type { Viewer } from '../../lib/auth/signed-in-user';

/** The author and admins may delete a review (DESIGN.md). */
export const canDeleteReview = (review: Pick<Review, 'userId'>, viewer: Pick<Viewer, 'id' | 'isAdmin'>): boolean =>
  viewer.isAdmin || review.userId === viewer.id;

/** The text to send, or null when there is nothing to send (an empty review is not submitted). */
export function reviewToSend(text: string): string | null {
  const comment = text.trim();
  return comment === '' ? null : comment;
}

/** The picture shown beside a review: the author's own, or a built-in avatar. */
export const reviewerPicture = (review: Pick<Review, 'userPicture'>): string => review.userPicture ?? '/avatars/avatar-1.svg';
