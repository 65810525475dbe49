import type { PaymentVerification } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';

/** POST /api/payments/verify: settles the session (boosting once) and answers the boost. */
export const verifyPayment = (sessionId: string, signal?: AbortSignal): Promise<PaymentVerification> =>
  apiFetch('/api/payments/verify', {
    method: 'POST',
    body: { sessionId },
    parse: objectWith<PaymentVerification>('listingId', 'kind', 'days', 'boostedUntil', 'position'),
    ...(signal === undefined ? {} : { signal }),
  });
