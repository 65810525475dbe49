import { PageNotBuilt } from '../../../components/PageNotBuilt';
import { usePage } from '../../../lib/use-page';

/** /listRoom: the 8-step room wizard. Not built yet. */
export function ListRoomPage() {
  usePage('List Room');
  return <PageNotBuilt heading="List your room" />;
}
