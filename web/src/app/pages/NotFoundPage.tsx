import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { message } from '../../i18n';
import { searchResultPath } from '../../lib/paths';
import { usePage } from '../../lib/use-page';
import './not-found.css';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  usePage(message('notFoundTitle'));
  return (
    <section className="not-found container">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{message('notFoundTitle')}</h1>
      <p className="lead">{message('notFoundPage')}</p>
      <p className="muted">{t('notFound.hint')}</p>
      <div className="not-found__actions">
        <Link href="/" className="btn btn--primary btn--lg">
          {t('notFound.backHome')}
        </Link>
        <Link href={searchResultPath('all', 'room')} className="btn btn--outline btn--lg">
          {t('notFound.browseRooms')}
        </Link>
      </div>
    </section>
  );
}
