import { PageNotBuilt } from '../../../components/PageNotBuilt';
import { usePage } from '../../../lib/use-page';

/** /BoostSuccess?session_id&product_id&duration: verifies the payment. Not built yet. */
export function BoostSuccessPage() {
  usePage('Payment');
  return <PageNotBuilt heading="Checking your payment" />;
}
