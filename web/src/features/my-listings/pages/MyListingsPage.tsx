import { PageLoading } from '../../../components/PageLoading';
import { usePage } from '../../../lib/use-page';

/** /myListing?listed=rooms|accessories|roommates: the lister's own listings. Filled in phase 2. */
export function MyListingsPage() {
  usePage('My Listings');
  return <PageLoading heading="My Listings" />;
}
