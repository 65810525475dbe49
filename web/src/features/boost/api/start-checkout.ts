import type { BoostPackageId } from '@kamra/contracts/boost';
import type { CheckoutCreated } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';

/**
 * POST /api/payments/checkout: the server prices the package; the answer's url is the provider's
 * checkout. `key`: the start's Idempotency-Key, so sending it again finds the first session.
 */
export const startCheckout = (listingId: string, boostPackage: BoostPackageId, key: string, signal?: AbortSignal): Promise<CheckoutCreated> =>
  apiFetch('/api/payments/checkout', {
    method: 'POST',
    body: { listingId, package: boostPackage },
    headers: { 'idempotency-key': key },
    parse: objectWith<CheckoutCreated>('id', 'url'),
    ...(signal === undefined ? {} : { signal }),
  });
