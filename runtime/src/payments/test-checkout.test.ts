import { messages } from '@kamra/contracts/messages';
import type { ApiError, CheckoutCreated } from '@kamra/contracts/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamra, TEST_AUTH_SECRET, type TestKamra } from '../testing/test-kamra.js';
import { boostsOf, checkCheckoutKeys, checkoutEvents, listingIn } from './payment-fixtures.js';

describe('the built-in test checkout (no Stripe keys)', () => {
  let kamra: TestKamra;
  let owner: { userId: string; token: string };
  beforeAll(async () => {
    kamra = await startTestKamra();
    owner = await kamra.signIn({ name: 'Ayesha Khan' });
  });
  afterAll(async () => {
    await kamra?.close();
  });

  async function startCheckout(listingId: string) {
    const response = await kamra.request('/api/payments/checkout', { method: 'POST', token: owner.token, json: { listingId, package: 'special' } });
    expect(response.status).toBe(201);
    return (await response.json()) as CheckoutCreated;
  }

  it('shows a page marked TEST MODE with the package, the price, Pay and Cancel back to the listing', async () => {
    const listingId = await listingIn(kamra.store, owner.userId, 'approved');
    const { id, url } = await startCheckout(listingId);
    expect(url).toBe(`/api/payments/test-checkout/${id}`);
    const page = await (await kamra.request(url)).text();
    expect(page).toContain('TEST MODE');
    expect(page).toContain('Special Package');
    expect(page).toContain('15 days');
    // The amount is isolated (<bdi>) so it reads left to right inside an Urdu sentence too.
    expect(page).toContain('Pay <bdi>PKR 10,000</bdi>');
    expect(page).toContain(`action="/api/payments/test-checkout/${id}/pay"`);
    expect(page).toContain(`action="/api/payments/test-checkout/${id}/cancel"`);
    expect(page).toContain('>Cancel</button>');
    const cancelled = await kamra.request(`${url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`/myListing/accessory/${listingId}?checkout=cancelled`);
  });

  it('Pay settles the session through the same path as a webhook, then goes to BoostSuccess; paying again boosts nothing more', async () => {
    const listingId = await listingIn(kamra.store, owner.userId, 'approved');
    const { id, url } = await startCheckout(listingId);
    const paid = await kamra.request(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/BoostSuccess?session_id=${id}`);
    expect(await checkoutEvents(kamra.store, id)).toEqual(['CheckoutStarted', 'PaymentConfirmed']);
    const [boost] = await boostsOf(kamra.store, listingId);
    expect(boost?.data).toMatchObject({ package: 'special', days: 15, amount: 10000, sessionId: id });

    const verified = await kamra.request('/api/payments/verify', { method: 'POST', token: owner.token, json: { sessionId: id } });
    expect(await verified.json()).toMatchObject({ boostedUntil: boost?.data.until, days: 15 });
    expect((await kamra.request(`${url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    expect(await boostsOf(kamra.store, listingId)).toHaveLength(1);
    expect(await (await kamra.request(url)).text()).toContain('This payment session is paid.');
  });

  it('a session left unpaid (Cancel) boosts nothing, and verify says so', async () => {
    const listingId = await listingIn(kamra.store, owner.userId, 'approved');
    const { id } = await startCheckout(listingId);
    const verified = await kamra.request('/api/payments/verify', { method: 'POST', token: owner.token, json: { sessionId: id } });
    expect(verified.status).toBe(402);
    expect(((await verified.json()) as ApiError).error.message).toBe(messages.paymentNotPaid);
    expect(await boostsOf(kamra.store, listingId)).toHaveLength(0);
  });

  it('knows no session it did not make', async () => {
    const page = await kamra.request('/api/payments/test-checkout/cs_test_unknown');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain(messages.checkoutNotFound);
    expect((await kamra.request('/api/payments/test-checkout/cs_test_unknown/pay', { method: 'POST', redirect: 'manual' })).status).toBe(404);
  });

  it('with an Idempotency-Key, answers a start sent again with the session the first made', async () => {
    const other = await kamra.signIn({ name: 'Bilal Ahmed' });
    const start = (person: { token: string }, listingId: string, boostPackage: string, key: string) =>
      kamra.request('/api/payments/checkout', { method: 'POST', token: person.token, json: { listingId, package: boostPackage }, headers: { 'idempotency-key': key } });
    // The table is made by the first start, which the tests above have made.
    const sessionsMade = async () => {
      const { rows } = await kamra.database.pool.query<{ count: string }>('select count(*) from kamra_test_checkouts');
      return Number(rows[0]?.count);
    };
    await checkCheckoutKeys(kamra.store, start, owner, other, sessionsMade);
  });
});

describe('production without Stripe keys', () => {
  let kamra: TestKamra;
  beforeAll(async () => {
    kamra = await startTestKamra({
      NODE_ENV: 'production', AUTH_SECRET: TEST_AUTH_SECRET, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret',
    });
  });
  afterAll(async () => {
    await kamra?.close();
  });

  it('offers no test checkout: starting one is a 503 that says payments are unavailable', async () => {
    const owner = await kamra.signIn();
    const listingId = await listingIn(kamra.store, owner.userId, 'approved');
    const response = await kamra.request('/api/payments/checkout', { method: 'POST', token: owner.token, json: { listingId, package: 'basic' } });
    expect(response.status).toBe(503);
    expect(((await response.json()) as ApiError).error.message).toBe(messages.paymentProviderUnavailable);
    expect((await kamra.request('/api/payments/test-checkout/cs_test_x')).status).toBe(404);
  });
});
