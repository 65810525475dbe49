import { PageNotBuilt } from '../../../components/PageNotBuilt';
import { usePage } from '../../../lib/use-page';

/** /listRoomMate: the 8-step roommate wizard. Not built yet. */
export function ListRoommatePage() {
  usePage('List Roommate');
  return <PageNotBuilt heading="Find a roommate" />;
}
