import type { NotificationView } from '@kamra/contracts/read-models';
import { messages } from '@kamra/contracts/messages';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { ApiError } from '../../../lib/api-error';
import { getNotifications, readNotifications } from '../../../lib/api/notifications';
import { useUnread } from '../../../lib/following/unread-context';
import { listingPath, routePaths } from '../../../lib/paths';
import { usePage } from '../../../lib/use-page';
import { useQuery } from '../../../lib/use-query';
import '../following.css';

const when = (iso: string): string =>
  new Date(iso).toLocaleString('en-PK', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });


function NotificationItem({ item, onOpen }: { item: NotificationView; onOpen: () => void }) {
  const body = (
    <>
      <span className="notification__text">{item.text}</span>
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

/** /notifications: what the alerts told the person, newest first; each opens its listing. */
export function NotificationsPage() {
  usePage('Notifications');
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
      setError(failure instanceof ApiError ? failure.message : messages.internalError);
    }
  };

  if (state.status === 'failed') {
    return (
      <section className="container section">
        <h1>Notifications</h1>
        <LoadError onRetry={reload} />
      </section>
    );
  }
  if (state.status !== 'succeeded') return <PageLoading heading="Notifications" />;
  const { items, unread } = state.data;
  return (
    <section className="container section following-page">
      <header className="following-page__head">
        <h1>Notifications</h1>
        {unread > 0 && (
          <button type="button" className="btn btn--outline" onClick={() => void markRead()}>
            Mark all as read
          </button>
        )}
      </header>
      {error !== null && <p className="form-error" role="alert">{error}</p>}
      {items.length === 0 ? (
        <p className="muted">
          Nothing yet. <Link href={routePaths.savedSearches}>Save a search</Link> and we will tell you here when a new listing matches.
        </p>
      ) : (
        <ul className="notifications" aria-label="Notifications">
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} onOpen={() => void (item.readAt === null ? markRead([item.id]) : undefined)} />
          ))}
        </ul>
      )}
    </section>
  );
}
