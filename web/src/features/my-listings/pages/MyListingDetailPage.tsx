import { PageLoading } from '../../../components/PageLoading';
import { listingKindLabel, type ListingKind } from '../../../lib/listing-kind';
import { usePage } from '../../../lib/use-page';

/** /myListing/room/:id, /myListing/roommate/:id, /myListing/accessory/:id. Filled in phase 2. */
export function MyListingDetailPage({ kind }: { kind: ListingKind }) {
  const title = `My ${listingKindLabel[kind]}`;
  usePage(title);
  return <PageLoading heading={title} />;
}
