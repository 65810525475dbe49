import type { Review } from '@kamra/contracts/read-models';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { failureOf } from '../../../lib/command-status';
import { useSignedInViewer } from '../../../lib/auth/auth-context';
import { deleteReview } from '../api/delete-review';
import { canDeleteReview, reviewerPicture } from '../review-rules';

interface ReviewListProps {
  reviews: readonly Review[];
  onDeleted: (id: string) => void;
}

/** Each testimonial with its author's image, name and comment; Delete for the author or an admin. */
export function ReviewList({ reviews, onDeleted }: ReviewListProps) {
  const { t } = useTranslation('reviews');
  const viewer = useSignedInViewer();
  const [deleting, setDeleting] = useState<string | null>(null);

  const remove = (review: Review) => {
    setDeleting(review.id);
    deleteReview(review.id).then(
      (accepted) => {
        setDeleting(null);
        onDeleted(review.id);
        window.alert(translateMessage(accepted.message));
      },
      (failure: unknown) => {
        setDeleting(null);
        window.alert(translateMessage(failureOf(failure).message));
      },
    );
  };

  if (reviews.length === 0) return <p className="muted">{t('list.empty')}</p>;
  return (
    <ul className="review-list">
      {reviews.map((review) => (
        <li key={review.id} className="review-card">
          <img src={reviewerPicture(review)} alt="" width={56} height={56} loading="lazy" className="review-card__photo" />
          <div className="review-card__body">
            <strong className="review-card__name" dir="auto">{review.userName}</strong>
            <p className="review-card__comment" dir="auto">{review.comment}</p>
          </div>
          {canDeleteReview(review, viewer) && (
            <button
              type="button"
              className="btn btn--outline review-card__delete"
              disabled={deleting === review.id}
              onClick={() => remove(review)}
            >
              {t('list.delete')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
