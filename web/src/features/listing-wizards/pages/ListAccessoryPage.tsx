import { PageNotBuilt } from '../../../components/PageNotBuilt';
import { usePage } from '../../../lib/use-page';

/** /listAccessories: the 5-step accessory wizard. Not built yet. */
export function ListAccessoryPage() {
  usePage('List Accessory');
  return <PageNotBuilt heading="Sell a pre-loved item" />;
}
