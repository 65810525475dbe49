import type { ListingKind } from '@kamra/contracts/options';
import type { MyListing } from '@kamra/contracts/read-models';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { LoadError } from '../../../components/LoadError';
import { LoadMore } from '../../../components/LoadMore';
import { Spinner } from '../../../components/Spinner';
import { message, translateMessage } from '../../../i18n';
import { useSignedInViewer } from '../../../lib/auth/auth-context';
import { routePaths } from '../../../lib/paths';
import { recentWritePosition, rememberWritePosition } from '../../../lib/recent-write';
import { usePagedList } from '../../../lib/use-paged-list';
import { usePage } from '../../../lib/use-page';
import { getMyListings } from '../../../lib/api/get-my-listings';
import { MyListingCard } from '../components/MyListingCard';
import { MyListingTabs } from '../components/MyListingTabs';
import { myListingTab } from '../my-listing-tabs';
import '../my-listings.css';

/** Where each tab's "list one" button leads; its label is create.<kind> in the namespace. */
const listLinks: Record<ListingKind, string> = {
  room: routePaths.listWizard.room,
  roommate: routePaths.listWizard.roommate,
  accessory: routePaths.listWizard.accessory,
};

/** The message a wizard left in the history entry it opened ("submitted, pending review"). */
function submittedNotice(): string | null {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('submitted' in state)) return null;
  return typeof state.submitted === 'string' ? state.submitted : null;
}

/** /myListing?listed=rooms|accessories|roommates: the signed-in lister's own listings, every status. */
interface MyListingsPageProps {
  /**
   * What app/ adds under each card (another feature's actions, such as closing or renewing),
   * given the listing and a way to reload the list once the read side has a change.
   */
  cardExtra?: (listing: MyListing, changed: (position: string) => void) => ReactNode;
}

export function MyListingsPage({ cardExtra }: MyListingsPageProps = {}) {
  const { t } = useTranslation('myListings');
  usePage(t('title'));
  const tab = myListingTab(useSearch());
  const { list, loadMore, retry, refresh } = usePagedList(tab.kind, (cursor, signal) => getMyListings(tab.kind, signal, recentWritePosition(), cursor));
  // The pages loaded stay, and are loaded again in place once the read side has the change.
  const changed = (position: string) => {
    rememberWritePosition(position);
    refresh();
  };
  const [notice] = useState(submittedNotice);
  // Said once: a reload of the page does not say it again.
  useEffect(() => {
    if (notice !== null) window.history.replaceState(null, '');
  }, [notice]);
  const create = { href: listLinks[tab.kind], label: t(`create.${tab.kind}`) };
  const tabName = t(`tabs.${tab.listed}`);
  const viewer = useSignedInViewer();

  return (
    <section className="container section my-listings">
      <header className="my-listings__head">
        <h1>{t('title')}</h1>
        <Link href={create.href} className="btn btn--primary">
          {create.label}
        </Link>
      </header>
      {notice !== null && (
        <p className="my-listings__notice" role="status">
          {translateMessage(notice)}
        </p>
      )}
      {viewer.blocked && (
        <div className="my-listings__blocked" role="alert">
          <p>
            <strong>{message('accountBlocked')}</strong>
          </p>
          {viewer.blockReason !== null && (
            <p>
              {t('reasonLabel')} <span dir="auto">{viewer.blockReason}</span>
            </p>
          )}
          <p>{t('blockedNote')}</p>
        </div>
      )}
      <MyListingTabs active={tab} />
      {list.status === 'failed' && list.items.length === 0 && <LoadError onRetry={retry} />}
      {list.status === 'loading' && list.items.length === 0 && <Spinner label={t('loadingTab', { kind: tabName })} />}
      {(list.status === 'ready' || list.items.length > 0) &&
        (list.items.length === 0 ? (
          <div className="my-listings__empty">
            <p>{message('noData')}</p>
            <Link href={create.href} className="btn btn--outline">
              {create.label}
            </Link>
          </div>
        ) : (
          <ul className="my-listings__grid" aria-label={t('list', { kind: tabName })}>
            {list.items.map((listing) => (
              <li key={listing.id}>
                <MyListingCard listing={listing} extra={cardExtra?.(listing, changed)} />
              </li>
            ))}
          </ul>
        ))}
      {/* A load that failed (a page after the first, or the pages loaded again after a change)
          keeps the cards shown; Try again loads those again in place. */}
      {list.items.length > 0 && list.status !== 'loading' && (
        <LoadMore
          nextCursor={list.nextCursor} loadingMore={list.loadingMore} failed={list.status === 'failed'} onMore={loadMore} onRetry={refresh}
          label={t('loadMore')} loadingLabel={t('loadingMore')}
        />
      )}
    </section>
  );
}
