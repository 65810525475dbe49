import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyListing } from '@kamra/contracts/read-models';
import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import { PhoneVerifiedBadge } from '../../../components/PhoneVerifiedBadge';
import { optionLabel } from '../../../i18n';
import { amountOf, displayDate, displayPosted } from '../../../lib/display';
import { myListingPath } from '../my-listing-tabs';
import { cardStatus, revisionNote, statusNote } from '../listing-status';
// The NEW and Boosted badges look the same as on the public cards.
import '../../../components/listing-tile.css';
import '../revision.css';

/** One of the owner's listings: status (with the reason when rejected), boost end, NEW badge. */
/** `extra` is what app/ adds under the card (closing, renewal: another feature's buttons). */
export function MyListingCard({ listing, extra }: { listing: MyListing; extra?: ReactNode }) {
  const { t } = useTranslation('myListings');
  const thumb = listing.pictures[0] ?? listing.cover;
  const note = statusNote(listing.status, listing.rejectionReason);
  const pill = cardStatus(listing);
  const revision = revisionNote(listing.revision);
  return (
    <article className={`my-listing my-listing--${listing.status}`}>
      <Link href={myListingPath(listing.kind, listing.id)} className="my-listing__link">
        <div className="my-listing__media">
          {thumb !== null ? (
            <img src={thumb} alt="" loading="lazy" decoding="async" width={400} height={300} />
          ) : (
            <span className="my-listing__no-photo">{optionLabel('listingKinds', listing.kind)}</span>
          )}
          <span className="my-listing__badges">
            {listing.isNew && <span className="badge badge--new">{t('card.new')}</span>}
            {listing.boosted && <span className="badge badge--boosted">{t('card.boosted')}</span>}
            {listing.lister.phoneVerified && <PhoneVerifiedBadge />}
          </span>
        </div>
        <div className="my-listing__body">
          <p className={`status-pill status-pill--${pill.tone}`}>{pill.label}</p>
          <h3 className="my-listing__title" dir="auto">
            {listing.tagline}
          </h3>
          <p className="my-listing__place">
            <Icon name="map-pin" size={16} />
            <span dir="auto">{listing.address}</span>
          </p>
          <p className="my-listing__amount">{amountOf(listing)}</p>
          <p className="my-listing__meta">{t('card.posted', { when: displayPosted(listing.postedAt, new Date()) })}</p>
          {listing.boosted && listing.boostedUntil !== null && (
            <p className="my-listing__meta">{t('card.boostedUntil', { date: displayDate(listing.boostedUntil) })}</p>
          )}
        </div>
      </Link>
      {note !== null && (
        <div className="my-listing__note">
          {note.reason !== null && (
            <p>
              <strong>{t('reasonLabel')}</strong> <span dir="auto">{note.reason}</span>
            </p>
          )}
          <p>{note.advice}</p>
        </div>
      )}
      {revision !== null && (
        <div className={`my-listing__revision my-listing__revision--${revision.tone}`} role="note">
          <p className="my-listing__revision-title">{revision.title}</p>
          {revision.reason !== null && (
            <p>
              <strong>{t('reasonLabel')}</strong> <span dir="auto">{revision.reason}</span>
            </p>
          )}
          {revision.tone === 'rejected' && <p>{revision.advice}</p>}
        </div>
      )}
      {extra}
    </article>
  );
}
