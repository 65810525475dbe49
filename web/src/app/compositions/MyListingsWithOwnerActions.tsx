import { ClosedOrExpiredNotice, CloseListingButton, RenewButton } from '../../features/listing-lifecycle';
import { MyListingsPage } from '../../features/my-listings/pages/MyListingsPage';
import './my-listings-with-owner-actions.css';

/**
 * My Listings with closing, renewal and the expiry notice under each card: those come from the
 * listing-lifecycle feature, so they are composed here rather than imported by my-listings.
 */
export function MyListingsWithOwnerActions() {
  return (
    <MyListingsPage
      cardExtra={(listing, changed) => {
        const { close, renew } = listing.abilities;
        if (!close && !renew && !listing.expired) return null;
        return (
          <div className="owner-actions">
            {listing.expired && <ClosedOrExpiredNotice listing={listing} />}
            {renew && <RenewButton listingId={listing.id} onDone={changed} />}
            {close && <CloseListingButton listingId={listing.id} kind={listing.kind} onDone={changed} />}
          </div>
        );
      }}
    />
  );
}
