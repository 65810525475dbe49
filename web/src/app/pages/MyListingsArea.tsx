import { CloseListingButton, ListingAftercareNotice, RenewButton } from '../../features/reports';
import { MyListingsPage } from '../../features/my-listings/pages/MyListingsPage';

/** My Listings with closing, renewal and the expiry notice (issue 17) under each card, composed here. */
export function MyListingsArea() {
  return (
    <MyListingsPage
      cardExtra={(listing, changed) => {
        const { close, renew } = listing.abilities;
        if (!close && !renew && !listing.expired) return null;
        return (
          <div className="my-listing__aftercare">
            {listing.expired && <ListingAftercareNotice listing={listing} />}
            {renew && <RenewButton listingId={listing.id} onDone={changed} />}
            {close && <CloseListingButton listingId={listing.id} kind={listing.kind} onDone={changed} />}
          </div>
        );
      }}
    />
  );
}
