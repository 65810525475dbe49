import { PageLoading } from '../../../components/PageLoading';
import type { ListingKind } from '../../../lib/listing-kind';
import { usePage } from '../../../lib/use-page';

const headings: Record<ListingKind, string> = {
  room: 'Rooms',
  roommate: 'Roommates',
  accessory: 'Pre-loved accessories',
};

/** /advanceRoomSearch, /advanceRoommateSearch, /advanceAccessoriesSearch. Filled in phase 2. */
export function AdvanceResultsPage({ kind }: { kind: ListingKind }) {
  usePage(headings[kind]);
  return <PageLoading heading={headings[kind]} />;
}
