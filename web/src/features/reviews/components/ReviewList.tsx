import { messages } from '@kamra/contracts/messages';
import type { Review } from '@kamra/contracts/read-models';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { useSignedInViewer } from '../../../lib/auth/auth-context';
import { deleteReview } from '../api/delete-review';
import { canDeleteReview, reviewerPicture } from '../review-rules';

interface ReviewListProps {
  reviews: readonly Review[];
  onDeleted: (id: string) => void;
}

/** Each testimonial with its author's image, name and comment; Delete for the author or an admin. */
export function ReviewList({ reviews, onDeleted }: ReviewListProps) {
  const viewer = useSignedInViewer();
  const [deleting, setDeleting] = useState<string | null>(null);

  const remove = (review: Review) => {
    setDeleting(review.id);
    deleteReview(review.id).then(
      (accepted) => {
        setDeleting(null);
        onDeleted(review.id);
        window.alert(accepted.message);
      },
      (failure: unknown) => {
        setDeleting(null);
        window.alert(failure instanceof ApiError ? failure.message : messages.internalError);
      },
    );
  };

  if (reviews.length === 0) return <p className="muted">No reviews yet. Be the first to share yours.</p>;
  return (
    <ul className="review-list">
      {reviews.map((review) => (
        <li key={review.id} className="review-card">
          <img src={reviewerPicture(review)} alt="" width={56} height={56} loading="lazy" className="review-card__photo" />
          <div className="review-card__body">
            <strong className="review-card__name">{review.userName}</strong>
            <p className="review-card__comment">{review.comment}</p>
          </div>
          {canDeleteReview(review, viewer) && (
            <button
              type="button"
              className="btn btn--outline review-card__delete"
              disabled={deleting === review.id}
              onClick={() => remove(review)}
            >
              Delete
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
