import { PageLoading } from '../../../components/PageLoading';
import { usePage } from '../../../lib/use-page';

/** /BoostSuccess?session_id&product_id&duration: verifies the payment. Filled in phase 2. */
export function BoostSuccessPage() {
  usePage('Payment');
  return <PageLoading heading="Checking your payment" />;
}
