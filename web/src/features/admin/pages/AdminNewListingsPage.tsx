import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { message, translateMessage } from '../../../i18n';
import { useQuery } from '../../../lib/use-query';
import { usePage } from '../../../lib/use-page';
import { ADMIN_QUEUE_PATH, adminQueueListingPath, adminTabOf } from '../admin-paths';
import { getAdminStats } from '../api/get-admin-stats';
import { getQueueCounts, getReviewQueue } from '../api/get-review-queue';
import { PriceFlagList } from '../components/PriceFlagList';
import { AdminListingRow } from '../components/AdminListingRow';
import { AdminListingTabs } from '../components/AdminListingTabs';
import { useModerationNotice } from '../moderation-notice';
import { forgetPlace, placeOf, placeTarget, rememberedPlace, rememberPlace } from '../queue-place';
import { usePagedList } from '../../../lib/use-paged-list';

/** admin_newListings: pending listings of one kind, oldest first, with a count on each tab. */
export function AdminNewListingsPage() {
  const { t } = useTranslation('admin');
  usePage(t('queue.title'));
  const tab = adminTabOf(useSearch());
  // Coming back from a decision: show its message, and read only after it was projected.
  const notice = useModerationNotice();
  const afterPosition = notice?.position;
  const counts = useQuery(`counts:${afterPosition ?? ''}`, (signal) => getQueueCounts(afterPosition, signal));
  // Approved listings priced far below their area wait for a look too, though not for a decision.
  const stats = useQuery(`stats:${afterPosition ?? ''}`, getAdminStats);
  const priceFlags = stats.state.status === 'succeeded' ? stats.state.data.flags.latestPrices : [];
  // Back from a listing opened here (decided or not): as many pages as the admin had, and their place in them.
  const [place, setPlace] = useState(rememberedPlace);
  const { list, loadMore, retry } = usePagedList(`${tab.kind}:${afterPosition ?? ''}`, (cursor, signal) =>
    getReviewQueue({ kind: tab.kind, cursor, afterPosition }, signal),
  place?.shown ?? 0);
  const queue = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (place === null || list.status !== 'ready') return;
    forgetPlace();
    setPlace(null);
    const target = placeTarget(place, list.items.map((item) => item.id));
    if (target === null) return;
    // The next listing to review in the middle of the screen, and the keyboard on it: Enter opens it.
    const link = queue.current?.querySelector<HTMLElement>(`[data-listing-id="${CSS.escape(target)}"] a`);
    link?.scrollIntoView({ block: 'center' });
    link?.focus({ preventScroll: true });
  }, [place, list]);

  return (
    <section className="admin-page">
      <header className="admin-page__head">
        <h1>{t('queue.heading')}</h1>
      </header>
      {notice !== null && (
        <p className="admin-notice admin-notice--success" role="status">
          {translateMessage(notice.message)}
        </p>
      )}
      <AdminListingTabs active={tab} basePath={ADMIN_QUEUE_PATH} counts={counts.state.status === 'succeeded' ? counts.state.data : null} />

      {list.status === 'failed' && <LoadError onRetry={retry} />}
      {list.status === 'loading' && list.items.length === 0 && <Spinner />}
      {list.status === 'ready' && list.items.length === 0 && <p className="muted">{message('noPendingListings')}</p>}
      {list.items.length > 0 && (
        <ol className="admin-listings" aria-label={t('queue.list', { kind: t(`tabs.${tab.listed}`) })} ref={queue}>
          {list.items.map((listing) => (
            <li
              key={listing.id}
              data-listing-id={listing.id}
              onClickCapture={() => rememberPlace(placeOf(list.items.map((item) => item.id), listing.id))}
            >
              <AdminListingRow listing={listing} href={adminQueueListingPath(listing.kind, listing.id)} />
            </li>
          ))}
        </ol>
      )}
      {list.nextCursor !== null && (
        <div className="admin-more">
          <button type="button" className="btn btn--outline" disabled={list.loadingMore} onClick={loadMore}>
            {t(list.loadingMore ? 'loading' : 'loadMore')}
          </button>
        </div>
      )}
      {priceFlags.length > 0 && (
        <section className="admin-stats__section" aria-labelledby="price-flags-heading">
          <h2 id="price-flags-heading">{t('priceFlags.heading')}</h2>
          <PriceFlagList flags={priceFlags} />
        </section>
      )}
    </section>
  );
}
