import { messages } from '@kamra/contracts/messages';
import { Link } from 'wouter';
import { searchResultPath } from '../../lib/paths';
import { usePage } from '../../lib/use-page';
import './not-found.css';

export function NotFoundPage() {
  usePage(messages.notFoundTitle);
  return (
    <section className="not-found container">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{messages.notFoundTitle}</h1>
      <p className="lead">{messages.notFoundPage}</p>
      <p className="muted">The page may have moved, or the link may have a typo. Let&apos;s get you back on track.</p>
      <div className="not-found__actions">
        <Link href="/" className="btn btn--primary btn--lg">
          Back to home
        </Link>
        <Link href={searchResultPath('all', 'room')} className="btn btn--outline btn--lg">
          Browse rooms
        </Link>
      </div>
    </section>
  );
}
