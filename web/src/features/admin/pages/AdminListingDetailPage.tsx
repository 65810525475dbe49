import type { CommandAccepted, ListingDetail } from '@kamra/contracts/read-models';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { Icon } from '../../../components/Icon';
import { PhoneVerifiedBadge } from '../../../components/PhoneVerifiedBadge';
import { DeleteListingButton } from '../../../components/listing/DeleteListingButton';
import { ListingChanges } from '../../../components/listing/ListingChanges';
import { ListerCard } from '../../../components/listing/ContactLister';
import { ListingView } from '../../../components/listing/ListingView';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { optionLabel, translateMessage } from '../../../i18n';
import { ApiError } from '../../../lib/api-error';
import type { ListingKind } from '../../../lib/listing-kind';
import { loadUntil } from '../../../lib/load-until';
import { useQuery } from '../../../lib/use-query';
import { usePage } from '../../../lib/use-page';
import { adminQueuePath, adminUserListingsPath } from '../admin-paths';
import { getListing } from '../../../lib/api/get-listing';
import { ListingHistory } from '../components/ListingHistory';
import { ModerationPanel } from '../components/ModerationPanel';
import { goBack } from '../go-back';
import { leaveModerationNotice } from '../moderation-notice';
import '../admin-revision.css';

/**
 * How long to wait between asks for a change the server refused a decision for: 10 s in all. The
 * read side is usually tens of milliseconds behind; the rest is for a projector catching up.
 */
const CHANGE_WAITS_MS = [100, 200, 400, 800, 1500, 2000, 2000, 3000];

export type AdminListingContext = 'queue' | 'user';

interface AdminListingPanelProps {
  listing: ListingDetail;
  context: AdminListingContext;
  onDone: (answer: CommandAccepted | null) => void;
  onOvertaken: () => void;
  onChanged: (notice: string) => void;
}

/** The owner's changes to the approved listing, old beside new: what Approve would put live. */
function AdminRevision({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('admin');
  const { revision } = listing;
  if (revision === undefined) return null;
  const pending = revision.status === 'pending';
  return (
    <section className={`admin-revision admin-revision--${revision.status}`} aria-labelledby="admin-revision-title">
      <h2 id="admin-revision-title" className="admin-revision__title">
        {t(pending ? 'listing.changesWaiting' : 'listing.changesRejected')}
      </h2>
      <p className="muted">
        {pending ? (
          t('listing.changesAdvice')
        ) : (
          <>
            {t('reasonLabel')} <span dir="auto">{revision.reason ?? ''}</span>
          </>
        )}
      </p>
      <ListingChanges changes={revision.changes} label={t(pending ? 'listing.changesWaiting' : 'listing.rejectedChanges')} />
    </section>
  );
}

function AdminListingPanel({ listing, context, onDone, onOvertaken, onChanged }: AdminListingPanelProps) {
  // What Approve and Reject decide: a new listing, or the changes waiting on an approved one.
  const { t } = useTranslation('admin');
  const decides = listing.status === 'pending' ? 'listing' : listing.revision?.status === 'pending' ? 'changes' : null;
  return (
    <section className="admin-panel" aria-label={t('listing.panel')}>
      <p className="admin-panel__status">
        <span className={`status-chip status-chip--${listing.status}`}>{t(listing.status === 'pending' ? 'status.waiting' : `status.${listing.status}`)}</span>
        {listing.status === 'rejected' && listing.rejectionReason !== null && (
          <span className="admin-panel__reason">
            {t('reasonLabel')} <span dir="auto">{listing.rejectionReason}</span>
          </span>
        )}
        {listing.ownerBlocked && <span className="admin-panel__reason">{t('row.hiddenBlocked')}</span>}
      </p>
      <dl className="admin-panel__facts">
        <div>
          <dt>{t('listing.lister')}</dt>
          <dd>
            <span dir="auto">{listing.lister.name}</span>
            {listing.lister.verified && <span className="role-chip role-chip--user">{t('listing.verified')}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('listing.phone')}</dt>
          <dd>
            {/* Isolated left to right: in an Urdu page "0321 4567890" would otherwise read "4567890 0321". */}
            <bdi dir="ltr">{listing.lister.phone}</bdi>{' '}
            {listing.lister.phoneVerified ? <PhoneVerifiedBadge /> : <span className="admin-listing__unverified">{t('listing.notVerified')}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('listing.nic')}</dt>
          <dd>{listing.nicNumber === undefined || listing.nicNumber === '' ? t('listing.notGiven') : <bdi dir="ltr">{listing.nicNumber}</bdi>}</dd>
        </div>
      </dl>
      <div className="admin-panel__actions">
        {/* Keyed by listing and content: a machine never carries a decision over to another listing, or to changes it did not see. */}
        {context === 'queue' && decides !== null && (
          <ModerationPanel
            key={`${listing.id}:${listing.contentAt ?? ''}`}
            listingId={listing.id}
            subject={decides}
            {...(listing.contentAt === undefined ? {} : { seen: listing.contentAt })}
            onDecided={onDone}
            onOvertaken={onOvertaken}
            onChanged={onChanged}
          />
        )}
        <DeleteListingButton
          listingId={listing.id}
          consequence={t('listing.deleteConsequence')}
          className="btn btn--outline btn--danger-outline"
          onDeleted={onDone}
        />
      </div>
    </section>
  );
}

/**
 * One listing as an admin sees it: in the review queue (admin_newListings/room/{id}, with
 * Approve and Reject) or among a user's listings (admin_allUsers/listings/{userId}/room/{id}).
 * Both show the NIC number and the full moderation history.
 */
export function AdminListingDetailPage({ kind, context }: { kind: ListingKind; context: AdminListingContext }) {
  const { id = '', userId = '' } = useParams<{ id: string; userId?: string }>();
  const [, navigate] = useLocation();
  const { t } = useTranslation('admin');
  // After a "changed while you looked" 409, the content the admin had: the read side may be a
  // moment behind the write that refused the decision, so the page asks again until it shows it.
  const staleContent = useRef<string | null>(null);
  const { state, reload } = useQuery(id, (signal) => {
    const stale = staleContent.current;
    if (stale === null) return getListing(id, signal);
    staleContent.current = null;
    return loadUntil(() => getListing(id, signal), (listing) => listing.contentAt !== stale, CHANGE_WAITS_MS, signal);
  });
  const label = optionLabel('listingKinds', kind);
  usePage(state.status === 'succeeded' ? `${label} | ${state.data.tagline}` : label);

  const listPath = context === 'queue' ? adminQueuePath(kind) : adminUserListingsPath(userId, kind);
  // After a decision or a delete the page goes back, and the list shows the server's message.
  // When another admin decided first, the admin is taken to the list itself.
  const done = useCallback(
    (answer: CommandAccepted | null) => {
      if (answer === null) {
        navigate(listPath);
        return;
      }
      leaveModerationNotice(answer);
      goBack(navigate, listPath);
    },
    [navigate, listPath],
  );

  // Another admin decided first: the history shows who, and when.
  const [historyRound, setHistoryRound] = useState(0);
  const overtaken = useCallback(() => setHistoryRound((round) => round + 1), []);
  // The owner changed the listing while the admin looked: show it as it is now, and say so.
  const [changedNotice, setChangedNotice] = useState<string | null>(null);
  const shown = state.status === 'succeeded' ? state.data.contentAt : undefined;
  // The page shows its loading state until the listing shows the change, and the history, made
  // again with it, then reads the edit too.
  const changed = useCallback((notice: string) => {
    staleContent.current = shown ?? null;
    setChangedNotice(notice);
    reload();
  }, [reload, shown]);

  const back = (
    <Link href={listPath} className="admin-back">
      <Icon name="chevron-left" size={18} />
      {t(context === 'queue' ? 'listing.backToQueue' : 'listing.backToUser')}
    </Link>
  );

  if (state.status === 'failed') {
    const missing = state.error instanceof ApiError && state.error.status === 404;
    return (
      <section className="admin-page">
        {back}
        <h1>{label}</h1>
        {missing ? <LoadError message={state.error instanceof ApiError ? translateMessage(state.error.message) : ''} /> : <LoadError onRetry={reload} />}
        {missing && <ListingHistory listingId={id} ownerId={null} />}
      </section>
    );
  }
  // Said while the changes load too, so the admin knows why the page went back to loading.
  const notice = changedNotice !== null && (
    <p className="admin-notice admin-notice--error" role="alert">
      {changedNotice}
    </p>
  );
  if (state.status !== 'succeeded') {
    return (
      <>
        {notice}
        <PageLoading heading={label} />
      </>
    );
  }

  const listing = state.data;
  return (
    <div className="admin-page admin-listing-page">
      {back}
      {notice}
      <div className="admin-listing-page__top">
        <AdminListingPanel listing={listing} context={context} onDone={done} onOvertaken={overtaken} onChanged={changed} />
        {/* On a phone the changes follow Approve and Reject; on a wide screen they span under both columns. */}
        <AdminRevision listing={listing} />
        <ListingHistory listingId={listing.id} ownerId={listing.lister.userId} round={historyRound} />
      </div>
      <ListingView
        listing={listing}
        aside={<ListerCard lister={listing.lister} note={t('contact.seekersReachLister', { ns: 'listing' })} />}
        // The owner's "only you and the admins" would speak to the admin as the owner; the
        // reason of a rejection is in the panel above.
        statusNote={t(listing.status === 'pending' ? 'listing.pendingNote' : 'listing.rejectedNote')}
      />
    </div>
  );
}
