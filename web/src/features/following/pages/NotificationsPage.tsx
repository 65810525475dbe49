import type { NotificationView } from '@kamra/contracts/read-models';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatDateTime, translateMessage } from '../../../i18n';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { failureOf } from '../../../lib/command-status';
import { getNotifications, readNotifications } from '../../../lib/api/notifications';
import { useUnread } from '../../../lib/following/unread-context';
import { listingPath, routePaths } from '../../../lib/paths';
import { usePage } from '../../../lib/use-page';
import { notificationText } from '../notification-text';
import { useQuery } from '../../../lib/use-query';
import '../following.css';

const when = (iso: string): string => formatDateTime(new Date(iso), { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });


function NotificationItem({ item, onOpen }: { item: NotificationView; onOpen: () => void }) {
  const { t, i18n: { language } } = useTranslation('following');
  // The English text names the listing and an admin's reason already; told from its type, the tagline says which one.
  const tagline = language === 'en' ? undefined : item.listingTagline;
  const reason = language === 'en' ? undefined : item.reason;
  const body = (
    <>
      <span className="notification__text">{notificationText(item, language)}</span>
      {tagline !== undefined && <span className="notification__listing" dir="auto">{tagline}</span>}
      {/* Isolated: an admin's reason in another script keeps its own direction and punctuation. */}
      {reason !== undefined && <span className="notification__reason">{t('notifications.reason')} <bdi>{reason}</bdi></span>}
      <time className="notification__time" dateTime={item.createdAt}>{when(item.createdAt)}</time>
    </>
  );
  return (
    <li className={item.readAt === null ? 'notification notification--unread' : 'notification'}>
      {item.listingId === undefined ? body : (
        <Link href={listingPath(item.listingKind ?? 'room', item.listingId)} className="notification__link" onClick={onOpen}>
          {body}
        </Link>
      )}
    </li>
  );
}

/** /notifications: what the alerts told the person, and what admins decided about their listings, newest first; each opens its listing. */
export function NotificationsPage() {
  const { t } = useTranslation('following');
  const title = t('notifications.title');
  usePage(title);
  const { refresh } = useUnread();
  const { state, reload, update } = useQuery('notifications', (signal) => getNotifications(signal));
  const [error, setError] = useState<string | null>(null);
  // A fresh look at the list moves the bell too.
  useEffect(() => {
    if (state.status === 'succeeded') refresh();
  }, [state.status, refresh]);

  const markRead = async (ids?: string[]) => {
    setError(null);
    try {
      await readNotifications(ids);
      const now = new Date().toISOString();
      update((data) => ({
        items: data.items.map((item) => (ids === undefined || ids.includes(item.id)) && item.readAt === null ? { ...item, readAt: now } : item),
        unread: ids === undefined ? 0 : Math.max(0, data.unread - ids.length),
      }));
      refresh();
    } catch (failure) {
      setError(translateMessage(failureOf(failure).message));
    }
  };

  if (state.status === 'failed') {
    return (
      <section className="container section">
        <h1>{title}</h1>
        <LoadError onRetry={reload} />
      </section>
    );
  }
  if (state.status !== 'succeeded') return <PageLoading heading={title} />;
  const { items, unread } = state.data;
  return (
    <section className="container section following-page">
      <header className="following-page__head">
        <h1>{title}</h1>
        {unread > 0 && (
          <button type="button" className="btn btn--outline" onClick={() => void markRead()}>
            {t('notifications.markAll')}
          </button>
        )}
      </header>
      {error !== null && <p className="form-error" role="alert">{error}</p>}
      {items.length === 0 ? (
        <p className="muted">
          <Trans t={t} i18nKey="notifications.empty" components={{ anchor: <Link href={routePaths.savedSearches} /> }} />
        </p>
      ) : (
        <ul className="notifications" aria-label={title}>
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} onOpen={() => void (item.readAt === null ? markRead([item.id]) : undefined)} />
          ))}
        </ul>
      )}
    </section>
  );
}
