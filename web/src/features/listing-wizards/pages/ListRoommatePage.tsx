import { PageLoading } from '../../../components/PageLoading';
import { usePage } from '../../../lib/use-page';

/** /listRoomMate: the 8-step roommate wizard. Filled in phase 2. */
export function ListRoommatePage() {
  usePage('List Roommate');
  return <PageLoading heading="Find a roommate" />;
}
