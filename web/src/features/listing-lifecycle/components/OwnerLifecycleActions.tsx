import { closeOutcomeOf } from '@kamra/contracts/options';
import type { ListingKind } from '@kamra/contracts/options';
import type { MyListing } from '@kamra/contracts/read-models';
import { useTranslation } from 'react-i18next';
import { message, translateMessage } from '../../../i18n';
import { useCommand } from '../../../lib/use-command';
import { closeListing } from '../api/close-listing';
import { renewListing } from '../api/renew-listing';
import '../listing-lifecycle.css';

/** What My Listings shows about a listing's state beyond its status: closed, or expired. */
export function ClosedOrExpiredNotice({ listing }: { listing: Pick<MyListing, 'closed' | 'expired'> }) {
  if (listing.closed !== null) {
    return <p className="lifecycle-notice">{message(listing.closed === 'sold' ? 'closedSold' : 'closedRented')}</p>;
  }
  if (listing.expired) return <p className="lifecycle-notice lifecycle-notice--expired">{message('expiredNotice')}</p>;
  return null;
}

/** "Mark as rented" / "Mark as sold" for the owner of an approved, open listing. */
export function CloseListingButton({ listingId, kind, onDone }: { listingId: string; kind: ListingKind; onDone: (position: string) => void }) {
  const { t } = useTranslation('lifecycle');
  const outcome = closeOutcomeOf(kind);
  const { run, sending, error } = useCommand(() => closeListing(listingId, outcome));
  return (
    <span className="lifecycle-action">
      <button type="button" className="btn btn--outline" disabled={sending} onClick={() => void run().then((r) => r.ok && onDone(r.value.position))}>
        {t(outcome === 'sold' ? 'owner.markSold' : 'owner.markRented')}
      </button>
      {error !== null && <span className="form-error" role="alert">{translateMessage(error)}</span>}
    </span>
  );
}

/** One-click renewal, shown when the server's abilities.renew says so. */
export function RenewButton({ listingId, onDone }: { listingId: string; onDone: (position: string) => void }) {
  const { t } = useTranslation('lifecycle');
  const { run, sending, error } = useCommand(() => renewListing(listingId));
  return (
    <span className="lifecycle-action">
      <button type="button" className="btn btn--primary" disabled={sending} onClick={() => void run().then((r) => r.ok && onDone(r.value.position))}>
        {t(sending ? 'owner.renewing' : 'owner.renew')}
      </button>
      {error !== null && <span className="form-error" role="alert">{translateMessage(error)}</span>}
    </span>
  );
}
