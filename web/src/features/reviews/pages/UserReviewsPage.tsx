import { PageLoading } from '../../../components/PageLoading';
import { usePage } from '../../../lib/use-page';

/** /userReviews: testimonial form and the TESTIMONIALS list. Filled in phase 2. */
export function UserReviewsPage() {
  usePage('User Reviews');
  return <PageLoading heading="TESTIMONIALS" />;
}
