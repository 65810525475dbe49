import { Link } from 'wouter';

// Testimonials from GET /api/reviews are loaded into this section once reviews are wired in.
export function HomeReviews() {
  return (
    <section className="section section--white" aria-label="Reviews">
      <div className="container">
        <div className="section-head section-head--center">
          <span className="eyebrow">Reviews</span>
          <h2>What our users say</h2>
          <p className="muted">Students, families and working professionals on finding their place through Kamra.</p>
        </div>
        <div className="reviews__list" />
        <p className="reviews__cta">
          <Link href="/userReviews" className="btn btn--outline">
            Share your experience
          </Link>
        </p>
      </div>
    </section>
  );
}
