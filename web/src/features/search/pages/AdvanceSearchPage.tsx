import { PageLoading } from '../../../components/PageLoading';
import { usePage } from '../../../lib/use-page';

/** /advanceSearch: address, listing kind and per-kind filters. Filled in phase 2. */
export function AdvanceSearchPage() {
  usePage('Advance Search');
  return <PageLoading heading="Advanced search" />;
}
