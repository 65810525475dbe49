import { BoostPanel } from '../../features/boost';
import { MyListingDetailPage } from '../../features/my-listings/pages/MyListingDetailPage';
import type { ListingKind } from '../../lib/listing-kind';

/**
 * The owner's view of one listing (/myListing/<kind>/:id) with the boost choice in its slot.
 * Composed in app/ because a feature must not import another feature.
 */
export function OwnerListingWithBoost({ kind }: { kind: ListingKind }) {
  return (
    <MyListingDetailPage
      kind={kind}
      boostSlot={(listing) => (
        <BoostPanel listingId={listing.id} kind={listing.kind} boostedUntil={listing.boostedUntil} boosted={listing.boosted} mayBoost={listing.abilities.boost} />
      )}
    />
  );
}
