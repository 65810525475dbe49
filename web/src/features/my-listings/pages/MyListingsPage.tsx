import { PageNotBuilt } from '../../../components/PageNotBuilt';
import { usePage } from '../../../lib/use-page';

/** /myListing?listed=rooms|accessories|roommates: the lister's own listings. Not built yet. */
export function MyListingsPage() {
  usePage('My Listings');
  return <PageNotBuilt heading="My Listings" />;
}
