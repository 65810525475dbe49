import type { ListingDetail, RevisionAccepted } from '@kamra/contracts/read-models';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { DeleteListingButton } from '../../../components/listing/DeleteListingButton';
import { ListingChanges } from '../../../components/listing/ListingChanges';
import { ListerCard } from '../../../components/listing/ContactLister';
import { ListingView } from '../../../components/listing/ListingView';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { optionLabel, translateMessage } from '../../../i18n';
import { ApiError } from '../../../lib/api-error';
import type { ListingKind } from '../../../lib/listing-kind';
import { recentWritePosition, rememberWritePosition } from '../../../lib/recent-write';
import { useQuery } from '../../../lib/use-query';
import { usePage } from '../../../lib/use-page';
import { getListing } from '../../../lib/api/get-listing';
import { editListingPath, listingPath } from '../../../lib/paths';
import { pageStatus, revisionNote, statusNote } from '../listing-status';
import { myListingsPath, tabOfKind } from '../my-listing-tabs';
import { WithdrawChangesButton } from '../components/WithdrawChangesButton';
import '../my-listings.css';
import '../revision.css';

/**
 * The message the edit wizard left in the history entry it opened ("sent for review"), read
 * once: it is taken out of the entry, so a reload days later, after a decision, does not
 * announce the sending again.
 */
function revisedNotice(): string | null {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('revised' in state)) return null;
  return typeof state.revised === 'string' ? state.revised : null;
}

function forgetRevisedNotice(): void {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('revised' in state)) return;
  const { revised: _shown, ...rest } = state;
  window.history.replaceState(rest, '');
}

/**
 * Changes to the approved listing: what waits for review (which the owner may withdraw), or
 * what was rejected and why.
 */
function OwnerRevision({ listing, onWithdrawn, onStale }: {
  listing: ListingDetail;
  onWithdrawn: (answer: RevisionAccepted) => void;
  onStale: () => void;
}) {
  const { t } = useTranslation('myListings');
  const note = revisionNote(listing.revision);
  if (listing.revision === undefined || note === null) return null;
  return (
    <section className={`owner-revision owner-revision--${note.tone}`} aria-labelledby="owner-revision-title">
      <h2 id="owner-revision-title" className="owner-revision__title">{note.title}</h2>
      {note.reason !== null && (
        <p className="owner-revision__reason">
          <strong>{t('reasonLabel')}</strong> <span dir="auto">{note.reason}</span>
        </p>
      )}
      <p>{note.advice}</p>
      <ListingChanges changes={listing.revision.changes} label={t(note.tone === 'pending' ? 'changesWaiting' : 'rejectedChanges')} />
      {listing.abilities.withdrawChanges && (
        <div className="owner-revision__actions">
          <WithdrawChangesButton listingId={listing.id} onWithdrawn={onWithdrawn} onRefusalClosed={onStale} />
        </div>
      )}
    </section>
  );
}

/** The boost offer's place on the page: the status line links down to it. */
const BOOST_ID = 'boost';

/** Whether the listing is live (the spec's "approved"), waiting, rejected, closed or expired, said once near the title. */
function OwnerStatus({ listing, boostLink }: { listing: ListingDetail; boostLink: boolean }) {
  const { t } = useTranslation('myListings');
  const status = pageStatus(listing);
  return (
    <div className="owner-status">
      <p className={`status-pill status-pill--${status.tone}`}>{status.label}</p>
      {status.note !== null && <p className="owner-status__note">{status.note}</p>}
      {boostLink && <a className="owner-status__boost" href={`#${BOOST_ID}`}>{t('detail.boostLink')}</a>}
    </div>
  );
}

interface MyListingDetailPageProps {
  kind: ListingKind;
  /**
   * Where app/ places the boost choice (features/boost), so this feature does not import it.
   * Called with the loaded listing; render nothing for listings that cannot be boosted.
   */
  boostSlot?: (listing: ListingDetail) => ReactNode;
}

/** /myListing/room/:id, /myListing/roommate/:id, /myListing/accessory/:id: the owner's view of one listing. */
export function MyListingDetailPage({ kind, boostSlot }: MyListingDetailPageProps) {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const { t } = useTranslation('myListings');
  const title = t('detail.title', { kind: optionLabel('listingKinds', kind) });
  // The owner's address of the listing is theirs: its canonical is the public page, as the server's head says.
  usePage(title, undefined, listingPath(kind, id));
  const { state, reload } = useQuery(id, (signal) => getListing(id, signal, recentWritePosition()));
  const [notice, setNotice] = useState(revisedNotice);
  useEffect(forgetRevisedNotice, []);
  const backTo = myListingsPath(tabOfKind(kind));

  if (state.status === 'failed') {
    const missing = state.error instanceof ApiError && state.error.status === 404;
    return (
      <section className="container section">
        <h1>{title}</h1>
        {missing ? <LoadError message={t('detail.notAvailable')} /> : <LoadError onRetry={reload} />}
        <Link href={backTo}>{t('detail.backToList')}</Link>
      </section>
    );
  }
  if (state.status !== 'succeeded') return <PageLoading heading={title} />;

  const listing = state.data;
  const note = statusNote(listing.status, listing.rejectionReason);
  return (
    <>
      <div className="container owner-bar">
        <Link href={backTo}>{t('detail.back')}</Link>
        <div className="owner-bar__actions">
          {listing.abilities.edit && (
            <Link href={editListingPath(listing.kind, listing.id)} className="btn btn--primary">
              {t('detail.edit')}
            </Link>
          )}
          {listing.abilities.delete && (
            <DeleteListingButton
              listingId={listing.id}
              consequence={t('detail.deleteConsequence')}
              onDeleted={({ position }) => {
                rememberWritePosition(position);
                navigate(backTo, { replace: true });
              }}
            />
          )}
        </div>
      </div>
      {(notice !== null || listing.revision !== undefined) && (
        <div className="container">
          {notice !== null && (
            <p className="owner-notice" role="status">
              {translateMessage(notice)}
            </p>
          )}
          <OwnerRevision
            listing={listing}
            onWithdrawn={({ message, position }) => {
              // Read again after the withdrawal: the page then shows the live listing alone.
              rememberWritePosition(position);
              setNotice(message);
              reload();
            }}
            onStale={reload}
          />
        </div>
      )}
      {/* The rejection once: the spec's advice, the reason, and what the Edit button above does. */}
      {listing.status === 'rejected' && note !== null && (
        <div className="container">
          <div className="owner-note" role="note">
            <p>{note.advice}</p>
            {note.reason !== null && (
              <p>
                <strong>{t('reasonLabel')}</strong> <span dir="auto">{note.reason}</span>
              </p>
            )}
            {listing.abilities.edit && note.ifEdited !== null && <p>{note.ifEdited}</p>}
          </div>
        </div>
      )}
      {listing.ownerBlocked && listing.status === 'approved' && (
        <div className="container">
          <div className="owner-note" role="note">
            <p>{t('detail.hiddenNote')}</p>
          </div>
        </div>
      )}
      {/* The owner would not write to themselves: they see the number seekers reach them at. */}
      <ListingView
        listing={listing}
        aside={<ListerCard lister={listing.lister} note={t('contact.seekersReachYou', { ns: 'listing' })} />}
        statusNote={null}
        statusLine={<OwnerStatus listing={listing} boostLink={boostSlot !== undefined && listing.abilities.boost && !listing.boosted} />}
      />
      {/* The offer comes after the listing itself: the owner first sees what they listed and whether it is live. */}
      {boostSlot && <div className="container owner-boost" id={BOOST_ID}>{boostSlot(listing)}</div>}
    </>
  );
}
