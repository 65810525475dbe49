import { PageLoading } from '../../../components/PageLoading';
import { usePage } from '../../../lib/use-page';

/** /listRoom: the 8-step room wizard. Filled in phase 2. */
export function ListRoomPage() {
  usePage('List Room');
  return <PageLoading heading="List your room" />;
}
