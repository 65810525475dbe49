import { PageLoading } from '../../../components/PageLoading';
import { listingKindLabel, type ListingKind } from '../../../lib/listing-kind';
import { usePage } from '../../../lib/use-page';

/** Public detail of one approved listing (/rooms/:id, /roommate/:id, /accessories/:id, ...). Filled in phase 2. */
export function ListingDetailPage({ kind }: { kind: ListingKind }) {
  usePage(listingKindLabel[kind]);
  return <PageLoading heading={listingKindLabel[kind]} />;
}
