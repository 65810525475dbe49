import { PageNotBuilt } from '../../../components/PageNotBuilt';
import { listingKindLabel, type ListingKind } from '../../../lib/listing-kind';
import { usePage } from '../../../lib/use-page';

/** /myListing/room/:id, /myListing/roommate/:id, /myListing/accessory/:id. Not built yet. */
export function MyListingDetailPage({ kind }: { kind: ListingKind }) {
  const title = `My ${listingKindLabel[kind]}`;
  usePage(title);
  return <PageNotBuilt heading={title} />;
}
