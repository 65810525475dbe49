import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { useQuery } from '../../../lib/use-query';
import { usePage } from '../../../lib/use-page';
import { getReviews } from '../../../lib/api/get-reviews';
import { ReviewForm } from '../components/ReviewForm';
import { StarsIllustration, WritingIllustration } from '../components/ReviewIllustrations';
import { ReviewList } from '../components/ReviewList';
import '../reviews.css';

/** /userReviews (signed in): testimonial form and the TESTIMONIALS list. */
export function UserReviewsPage() {
  const { t } = useTranslation('reviews');
  usePage(t('meta.title'));
  const [, navigate] = useLocation();
  const { state, reload, update } = useQuery('reviews', getReviews);

  // The spec sends the reviewer back one page after a successful add.
  const added = () => {
    if (window.history.length > 1) window.history.back();
    else navigate('/', { replace: true });
  };

  return (
    <div className="container section reviews-page">
      <section className="reviews-page__intro">
        <WritingIllustration />
        <div className="reviews-page__form">
          <h1>{t('intro.title')}</h1>
          <p className="muted">{t('intro.text')}</p>
          <ReviewForm onAdded={added} />
        </div>
        <StarsIllustration />
      </section>
      <section aria-labelledby="testimonials-heading">
        <h2 id="testimonials-heading" className="reviews-page__heading">
          {t('list.heading')}
        </h2>
        {state.status === 'failed' ? (
          <LoadError onRetry={reload} />
        ) : state.status !== 'succeeded' ? (
          <Spinner label={t('list.loading')} showLabel />
        ) : (
          <ReviewList
            reviews={state.data}
            onDeleted={(id) => update((reviews) => reviews.filter((review) => review.id !== id))}
          />
        )}
      </section>
    </div>
  );
}
