import { PageLoading } from '../../../components/PageLoading';
import { usePage } from '../../../lib/use-page';

/** /listAccessories: the 5-step accessory wizard. Filled in phase 2. */
export function ListAccessoryPage() {
  usePage('List Accessory');
  return <PageLoading heading="Sell a pre-loved item" />;
}
