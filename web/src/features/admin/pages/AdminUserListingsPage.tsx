import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearch } from 'wouter';
import { Icon } from '../../../components/Icon';
import { LoadError } from '../../../components/LoadError';
import { LoadMore } from '../../../components/LoadMore';
import { Spinner } from '../../../components/Spinner';
import { message, translateMessage } from '../../../i18n';
import { ApiError } from '../../../lib/api-error';
import { usePagedList } from '../../../lib/use-paged-list';
import { usePage } from '../../../lib/use-page';
import { ADMIN_USERS_PATH, adminTabOf, adminUserListingPath, adminUserListingsPath } from '../admin-paths';
import { getUserListings } from '../api/get-user-listings';
import { AdminListingRow } from '../components/AdminListingRow';
import { AdminListingTabs } from '../components/AdminListingTabs';
import { useModerationNotice } from '../moderation-notice';

/** admin_allUsers/listings/:userId: one user's listings in every status, tabs Rooms, Accessories, RoomMate. */
export function AdminUserListingsPage() {
  const { t } = useTranslation('admin');
  usePage(t('userListings.title'));
  const { userId = '' } = useParams<{ userId: string }>();
  const tab = adminTabOf(useSearch());
  // Coming back from a delete: show its message, and read only after it was projected.
  const notice = useModerationNotice();
  const afterPosition = notice?.position;
  const { list, loadMore, retry } = usePagedList(`${userId}:${tab.kind}`, (cursor, signal) => getUserListings(userId, tab.kind, afterPosition, cursor, signal));

  return (
    <section className="admin-page">
      <Link href={ADMIN_USERS_PATH} className="admin-back">
        <Icon name="chevron-left" size={18} />
        {t('userListings.back')}
      </Link>
      <header className="admin-page__head">
        <h1>{t('userListings.heading')}</h1>
      </header>
      {notice !== null && (
        <p className="admin-notice admin-notice--success" role="status">
          {translateMessage(notice.message)}
        </p>
      )}
      <AdminListingTabs active={tab} basePath={adminUserListingsPath(userId)} />

      {list.status === 'failed' && list.items.length === 0 &&
        (list.error instanceof ApiError && list.error.status === 404 ? (
          <LoadError message={translateMessage(list.error.message)} />
        ) : (
          <LoadError onRetry={retry} />
        ))}
      {list.status === 'loading' && <Spinner />}
      {list.status === 'ready' && list.items.length === 0 && (
        <p className="muted">{message('noData')}</p>
      )}
      {list.items.length > 0 && (
        <ul className="admin-listings" aria-label={t('userListings.list', { kind: t(`tabs.${tab.listed}`) })}>
          {list.items.map((listing) => (
            <li key={listing.id}>
              <AdminListingRow listing={listing} href={adminUserListingPath(userId, listing.kind, listing.id)} />
            </li>
          ))}
        </ul>
      )}
      {list.items.length > 0 && (
        <LoadMore
          nextCursor={list.nextCursor} loadingMore={list.loadingMore} failed={list.status === 'failed'} onMore={loadMore}
          label={t('loadMore')} loadingLabel={t('loading')}
        />
      )}
    </section>
  );
}
