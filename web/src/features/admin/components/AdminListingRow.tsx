import type { AdminQueueItem, MyListing } from '@kamra/contracts/read-models';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { fieldCountText } from '../../../components/listing/listing-change-lines';
import { PhoneVerifiedBadge } from '../../../components/PhoneVerifiedBadge';
import { amountOf, displayDate } from '../../../lib/display';
import { priceFlagNote } from '../moderation-history';
import '../admin-revision.css';
import { unverifiedPhoneChange, waitingChanges } from '../queue-revision';

/**
 * A listing in an admin list: picture, status, tagline, place, amount, posting date, a rejection's
 * reason, and what asks for a closer look (a duplicate-photo flag, open reports).
 */
export function AdminListingRow({ listing, href }: { listing: AdminQueueItem | MyListing; href: string }) {
  const { t } = useTranslation(['admin', 'listingChanges']);
  const thumb = listing.pictures[0] ?? listing.cover;
  // In the queue, an approved listing whose owner's changes wait: marked as changes, with how many fields.
  const revision = waitingChanges(listing);
  const changes = revision === null ? null : revision.fieldCount;
  const swappedPhone = unverifiedPhoneChange(listing);
  return (
    <Link href={href} className="admin-listing">
      {thumb === null ? (
        <span className="admin-listing__thumb" aria-hidden="true" />
      ) : (
        <img className="admin-listing__thumb" src={thumb} alt="" width={88} height={66} loading="lazy" decoding="async" />
      )}
      <div className="admin-listing__body">
        <p className="admin-listing__title">
          {changes === null ? (
            <span className={`status-chip status-chip--${listing.status}`}>{t(`status.${listing.status}`)}</span>
          ) : (
            <span className="status-chip status-chip--changes">{t('row.changes', { fields: fieldCountText(changes) })}</span>
          )}
          <span dir="auto">{listing.tagline}</span>
        </p>
        <p className="admin-listing__meta">
          <span dir="auto">{listing.address}</span> · {amountOf(listing)}
        </p>
        <p className="admin-listing__meta">
          {revision !== null
            ? t('row.changedPosted', { changed: displayDate(revision.revisedAt), posted: displayDate(listing.postedAt) })
            : t('row.submitted', { date: displayDate(listing.postedAt) })}
        </p>
        <ListerPhone lister={listing.lister} />
        {'rejectionReason' in listing && listing.rejectionReason !== null && (
          <p className="admin-listing__reason">
            {t('reasonLabel')} <span dir="auto">{listing.rejectionReason}</span>
          </p>
        )}
        {swappedPhone !== null && (
          <p className="admin-listing__flag">{t('row.swappedPhone', { phone: swappedPhone })}</p>
        )}
        {listing.duplicateOf !== null && (
          <p className="admin-listing__flag">
            {t('row.duplicate', { owner: listing.duplicateOf.matchingOwnerName ?? t('row.anotherOwner') })}
          </p>
        )}
        {'ownerBlocked' in listing && listing.ownerBlocked && listing.status === 'approved' && (
          <p className="admin-listing__flag">{t('row.hiddenBlocked')}</p>
        )}
        {listing.priceFlag !== null && (
          <p className="admin-listing__flag">{t('row.priceFlag', { note: priceFlagNote(listing.priceFlag) })}</p>
        )}
        {listing.openReports > 0 && (
          <p className="admin-listing__flag">{t('row.openReports', { count: listing.openReports })}</p>
        )}
      </div>
    </Link>
  );
}

/**
 * The queue shows the number itself; a number its owner never verified says so in words, so
 * an admin weighs it before approving (a copied ad with another number is a known scam).
 */
function ListerPhone({ lister }: { lister: AdminQueueItem['lister'] | MyListing['lister'] }) {
  const { t } = useTranslation('admin');
  if (!('phone' in lister)) return lister.phoneVerified ? <p className="admin-listing__meta"><PhoneVerifiedBadge /></p> : null;
  return (
    <p className="admin-listing__meta">
      {t('row.phone', { phone: lister.phone })}{' '}
      {lister.phoneVerified ? <PhoneVerifiedBadge /> : <span className="admin-listing__unverified">{t('row.phoneUnverified')}</span>}
    </p>
  );
}
