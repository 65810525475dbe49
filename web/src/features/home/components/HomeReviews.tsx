import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routePaths } from '../../../lib/paths';
import { useQuery } from '../../../lib/use-query';
import { getReviews } from '../../../lib/api/get-reviews';

/** How many testimonials the home page shows. */
const HOME_REVIEW_COUNT = 6;

export function HomeReviews() {
  const { t } = useTranslation('home');
  const { state } = useQuery('home-reviews', getReviews);
  const reviews = state.status === 'succeeded' ? state.data.slice(0, HOME_REVIEW_COUNT) : [];

  return (
    <section className="section section--white" aria-label={t('reviews.label')}>
      <div className="container">
        <div className="section-head section-head--center">
          <span className="eyebrow">{t('reviews.eyebrow')}</span>
          <h2>{t('reviews.title')}</h2>
          <p className="muted">{t('reviews.text')}</p>
        </div>
        {/* Reviews show 'Loading...' while loading (spec section 4); a failed load shows nothing. */}
        {state.status === 'loading' || state.status === 'idle' ? (
          <p className="reviews__loading" role="status">
            {t('reviews.loading')}
          </p>
        ) : state.status === 'succeeded' && reviews.length === 0 ? (
          <p className="reviews__empty muted">{t('reviews.empty')}</p>
        ) : (
          <ul className="reviews__list">
            {reviews.map((review) => (
              <li key={review.id} className="review-quote">
                <p className="review-quote__comment" dir="auto">“{review.comment}”</p>
                <p className="review-quote__author">
                  <img src={review.userPicture ?? '/avatars/avatar-1.svg'} alt="" width={40} height={40} loading="lazy" />
                  <strong dir="auto">{review.userName}</strong>
                </p>
              </li>
            ))}
          </ul>
        )}
        <p className="reviews__cta">
          <Link href={routePaths.userReviews} className="btn btn--outline">
            {t('reviews.share')}
          </Link>
        </p>
      </div>
    </section>
  );
}
