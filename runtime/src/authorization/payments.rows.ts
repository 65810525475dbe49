import type { CheckoutCreated } from '@kamra/contracts/read-models';
import { listingIn } from '../payments/payment-fixtures.js';
import type { TestKamra } from '../testing/test-kamra.js';
import type { MatrixCallers, MatrixRow } from './matrix.js';

/** A checkout the `user` caller started on their own approved listing, through the built-in test checkout. */
async function startedCheckout(kamra: TestKamra, callers: MatrixCallers): Promise<string> {
  const listingId = await listingIn(kamra.store, callers.user.userId, 'approved');
  const response = await kamra.request('/api/payments/checkout', { method: 'POST', token: callers.user.token, json: { listingId, package: 'basic' } });
  if (response.status !== 201) throw new Error(`could not start a checkout: ${response.status} ${await response.text()}`);
  return ((await response.json()) as CheckoutCreated).id;
}

/**
 * The matrix runs without Stripe keys, so the test checkout stands in. Only the owner boosts
 * (an admin is refused another's listing and session); the webhook trusts a signature, never
 * a caller; the test checkout's Pay is reached by its unguessable session id, as Stripe's page is.
 */
export const PAYMENTS_ROWS: readonly MatrixRow[] = [
  {
    name: '/api/boost-packages',
    method: 'GET',
    expected: { anonymous: 200, user: 200, blocked: 200, admin: 200 },
    async prepare() {
      return { path: '/api/boost-packages' };
    },
  },
  {
    name: '/api/payments/checkout (own approved listing)',
    method: 'POST',
    expected: { anonymous: 401, user: 201, blocked: 403, admin: 403 },
    async prepare(kamra, callers) {
      return { path: '/api/payments/checkout', json: { listingId: await listingIn(kamra.store, callers.user.userId, 'approved'), package: 'standard' } };
    },
  },
  {
    name: '/api/payments/verify (own paid session)',
    method: 'POST',
    expected: { anonymous: 401, user: 200, blocked: 403, admin: 403 },
    async prepare(kamra, callers) {
      const sessionId = await startedCheckout(kamra, callers);
      const paid = await kamra.request(`/api/payments/test-checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
      if (paid.status !== 303) throw new Error(`could not pay: ${paid.status}`);
      return { path: '/api/payments/verify', json: { sessionId } };
    },
  },
  {
    name: '/api/payments/webhook (unsigned)',
    method: 'POST',
    expected: { anonymous: 400, user: 400, blocked: 400, admin: 400 },
    async prepare() {
      return { path: '/api/payments/webhook', json: { type: 'checkout.session.completed', data: { object: { id: 'cs_test_forged' } } } };
    },
  },
  {
    name: '/api/payments/test-checkout/:sessionId (the page)',
    method: 'GET',
    expected: { anonymous: 200, user: 200, blocked: 200, admin: 200 },
    async prepare(kamra, callers) {
      return { path: `/api/payments/test-checkout/${await startedCheckout(kamra, callers)}` };
    },
  },
  {
    name: '/api/payments/test-checkout/:sessionId/cancel',
    method: 'POST',
    expected: { anonymous: 303, user: 303, blocked: 303, admin: 303 },
    async prepare(kamra, callers) {
      return { path: `/api/payments/test-checkout/${await startedCheckout(kamra, callers)}/cancel` };
    },
  },
  {
    name: '/api/payments/test-checkout/:sessionId/pay',
    method: 'POST',
    expected: { anonymous: 303, user: 303, blocked: 303, admin: 303 },
    async prepare(kamra, callers) {
      return { path: `/api/payments/test-checkout/${await startedCheckout(kamra, callers)}/pay` };
    },
  },
];
