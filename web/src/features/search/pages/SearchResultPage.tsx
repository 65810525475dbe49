import { PageLoading } from '../../../components/PageLoading';
import { usePage } from '../../../lib/use-page';

/** /searchResult?location=&listed= : tabs Room, RoomMate, Accessories. Filled in phase 2. */
export function SearchResultPage() {
  usePage('Search Results');
  return <PageLoading heading="Search results" />;
}
