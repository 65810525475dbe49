import { BOOST_PACKAGES } from '@kamra/contracts/boost';
import { checkoutStream } from '@kamra/contracts/events';
import { messages } from '@kamra/contracts/messages';
import type { ApiError, BoostPackagesAnswer, CheckoutCreated, MyListing, Page, ListingCard, PaymentVerification } from '@kamra/contracts/read-models';
import { DAY_MS } from '@kamra/contracts/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamra, type TestKamra } from '../testing/test-kamra.js';
import { boostsOf, checkCheckoutKeys, checkoutEvents, listingIn } from './payment-fixtures.js';
import { startStripeStub, type StripeStub } from './stripe-stub.js';

let kamra: TestKamra;
let stripe: StripeStub;
let owner: { userId: string; token: string };
let stranger: { userId: string; token: string };

beforeAll(async () => {
  stripe = await startStripeStub();
  kamra = await startTestKamra({ ...stripe.env(), PUBLIC_URL: 'https://kamra.example' });
  owner = await kamra.signIn({ name: 'Ayesha Khan' });
  stranger = await kamra.signIn({ name: 'Bilal Ahmed' });
});
afterAll(async () => {
  await kamra?.close();
  await stripe?.close();
});

async function post<T>(path: string, token: string | undefined, json: unknown) {
  const response = await kamra.request(path, { method: 'POST', token, json });
  return { status: response.status, body: (await response.json()) as T & Partial<ApiError> };
}
const checkout = (listingId: string, token = owner.token, extra: object = {}) =>
  post<CheckoutCreated>('/api/payments/checkout', token, { listingId, package: 'standard', ...extra });
const verify = (sessionId: string, token = owner.token) => post<PaymentVerification>('/api/payments/verify', token, { sessionId });

async function deliver(type: string, sessionId: string, secret?: string) {
  const { body, signature } = stripe.webhook(type, sessionId, secret);
  const response = await kamra.request('/api/payments/webhook', {
    method: 'POST', body, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
  return { status: response.status, body: (await response.json()) as { received?: boolean; boosted?: boolean; message?: string } & Partial<ApiError> };
}

async function startedSession(listingId: string): Promise<string> {
  const started = await checkout(listingId);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return started.body.id;
}

describe('GET /api/boost-packages', () => {
  it('lists the three packages of spec section 9, priced in PKR', async () => {
    const response = await kamra.request('/api/boost-packages');
    const { packages } = (await response.json()) as BoostPackagesAnswer;
    expect(packages.map(({ name, days, amount, currency }) => ({ name, days, amount, currency }))).toEqual([
      { name: 'Basic Package', days: 3, amount: 3000, currency: 'PKR' },
      { name: 'Standard Package', days: 7, amount: 4500, currency: 'PKR' },
      { name: 'Special Package', days: 15, amount: 10000, currency: 'PKR' },
    ]);
  });
});

describe('starting a checkout', () => {
  it('with an Idempotency-Key, answers a start sent again with the Stripe session the first made', async () => {
    const start = (person: { token: string }, listingId: string, boostPackage: string, key: string) =>
      kamra.request('/api/payments/checkout', { method: 'POST', token: person.token, json: { listingId, package: boostPackage }, headers: { 'idempotency-key': key } });
    await checkCheckoutKeys(kamra.store, start, owner, stranger, () => Promise.resolve(stripe.created.length));
  });

  it('creates a Stripe session priced from the package table, whatever amount the client sends, and logs it', async () => {
    const listingId = await listingIn(kamra.store, owner.userId, 'approved');
    const started = await checkout(listingId, owner.token, { amount: 1, days: 365 });
    expect(started.status).toBe(201);
    expect(started.body.url).toBe(stripe.sessions.get(started.body.id)?.url);

    const form = stripe.created.at(-1);
    expect(form?.get('mode')).toBe('payment');
    expect(form?.get('line_items[0][price_data][currency]')).toBe('pkr');
    expect(form?.get('line_items[0][price_data][unit_amount]')).toBe('450000');
    expect(form?.get('metadata[listingId]')).toBe(listingId);
    expect(form?.get('metadata[userId]')).toBe(owner.userId);
    expect(form?.get('metadata[package]')).toBe('standard');
    expect(form?.get('success_url')).toBe('https://kamra.example/BoostSuccess?session_id={CHECKOUT_SESSION_ID}');
    expect(form?.get('cancel_url')).toBe(`https://kamra.example/myListing/accessory/${listingId}?checkout=cancelled`);

    const [event] = (await kamra.store.readStream(checkoutStream(started.body.id))).events;
    expect(event).toMatchObject({
      type: 'CheckoutStarted',
      data: { sessionId: started.body.id, listingId, userId: owner.userId, package: 'standard', days: 7, amount: 4500, currency: 'PKR' },
      metadata: { actorId: owner.userId },
    });
  });

  it("refuses another's listing (403) and a pending, rejected or deleted one (409), saying why", async () => {
    const cases = [
      { setup: 'approved', token: stranger.token, status: 403, message: messages.boostNotAllowed },
      { setup: 'pending', token: owner.token, status: 409, message: messages.boostListingPending },
      { setup: 'rejected', token: owner.token, status: 409, message: messages.boostListingRejected },
      { setup: 'deleted', token: owner.token, status: 409, message: messages.boostListingDeleted },
    ] as const;
    const before = stripe.created.length;
    for (const { setup, token, status, message } of cases) {
      const listingId = await listingIn(kamra.store, owner.userId, setup);
      expect(await checkout(listingId, token)).toMatchObject({ status, body: { error: { message } } });
    }
    expect(stripe.created.length).toBe(before);
  });

  it('refuses the signed out, an unknown listing and an unknown package', async () => {
    const listingId = await listingIn(kamra.store, owner.userId, 'approved');
    expect((await post('/api/payments/checkout', undefined, { listingId, package: 'basic' })).status).toBe(401);
    expect(await checkout('0b8f6f1e-0000-4000-8000-000000000000')).toMatchObject({ status: 404, body: { error: { message: messages.listingNotFound } } });
    const gold = await post('/api/payments/checkout', owner.token, { listingId, package: 'gold' });
    expect(gold).toMatchObject({ status: 422, body: { error: { fields: { package: messages.boostPackageRequired } } } });
  });

  it('answers 503 when Stripe cannot be reached, and starts nothing', async () => {
    const listingId = await listingIn(kamra.store, owner.userId, 'approved');
    const before = (await kamra.store.readAll({ maxCount: 100_000 })).filter((event) => event.type === 'CheckoutStarted').length;
    stripe.failing = true;
    try {
      expect(await checkout(listingId)).toMatchObject({ status: 503, body: { error: { message: messages.paymentProviderUnavailable } } });
    } finally {
      stripe.failing = false;
    }
    const after = (await kamra.store.readAll({ maxCount: 100_000 })).filter((event) => event.type === 'CheckoutStarted').length;
    expect(after).toBe(before);
  }, 30_000);
});

describe('settling a session', () => {
  it('boosts once when paid: verify answers the boost, and verify or webhook again change nothing', async () => {
    const listingId = await listingIn(kamra.store, owner.userId, 'approved');
    const sessionId = await startedSession(listingId);
    expect(await verify(sessionId)).toMatchObject({ status: 402, body: { error: { message: messages.paymentNotPaid } } });
    expect(await boostsOf(kamra.store, listingId)).toHaveLength(0);

    stripe.pay(sessionId);
    const before = Date.now();
    const verified = await verify(sessionId);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      sessionId, listingId, kind: 'accessory', package: 'standard', packageName: 'Standard Package', days: 7, amount: 4500,
      currency: 'PKR', message: messages.paymentConfirmed,
    });
    const until = Date.parse(verified.body.boostedUntil);
    expect(until).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(until).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);

    const again = await verify(sessionId);
    expect(again.body).toMatchObject({ boostedUntil: verified.body.boostedUntil, position: verified.body.position });
    expect(await deliver('checkout.session.completed', sessionId)).toMatchObject({ status: 200, body: { boosted: true } });
    expect(await boostsOf(kamra.store, listingId)).toHaveLength(1);
    expect(await checkoutEvents(kamra.store, sessionId)).toEqual(['CheckoutStarted', 'PaymentConfirmed']);
  });

  it('boosts from the webhook alone, and a later verify finds it done', async () => {
    const listingId = await listingIn(kamra.store, owner.userId, 'approved');
    const sessionId = await startedSession(listingId);
    stripe.pay(sessionId);
    expect(await deliver('checkout.session.completed', sessionId)).toMatchObject({ status: 200, body: { received: true, boosted: true } });
    const [boost] = await boostsOf(kamra.store, listingId);
    expect(boost?.data).toMatchObject({ package: 'standard', days: 7, amount: 4500, sessionId });
    expect(boost?.metadata).toMatchObject({ actorRole: 'anonymous' });
    expect((await verify(sessionId)).body.boostedUntil).toBe(boost?.data.until);
    expect(await boostsOf(kamra.store, listingId)).toHaveLength(1);
  });

  it('extends a running boost: the second paid session runs from the end of the first', async () => {
    const listingId = await listingIn(kamra.store, owner.userId, 'approved');
    const first = await startedSession(listingId);
    stripe.pay(first);
    const firstUntil = (await verify(first)).body.boostedUntil;
    const second = await post<CheckoutCreated>('/api/payments/checkout', owner.token, { listingId, package: 'basic' });
    stripe.pay(second.body.id);
    const secondUntil = (await verify(second.body.id)).body.boostedUntil;
    expect(Date.parse(secondUntil)).toBe(Date.parse(firstUntil) + BOOST_PACKAGES.basic.days * DAY_MS);
  });

  it('checks the webhook signature over the raw body: bad or missing is 400 and boosts nothing', async () => {
    const listingId = await listingIn(kamra.store, owner.userId, 'approved');
    const sessionId = await startedSession(listingId);
    stripe.pay(sessionId);
    expect(await deliver('checkout.session.completed', sessionId, 'whsec_not_ours')).toMatchObject({
      status: 400, body: { error: { message: messages.webhookSignatureInvalid } },
    });
    const { body, signature } = stripe.webhook('checkout.session.completed', sessionId);
    const unsigned = await kamra.request('/api/payments/webhook', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    expect(unsigned.status).toBe(400);
    // The same bytes re-serialised (as a JSON body parser would) no longer match the signature.
    const reformatted = await kamra.request('/api/payments/webhook', {
      method: 'POST', body: JSON.stringify(JSON.parse(body), null, 2), headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(reformatted.status).toBe(400);
    expect(await boostsOf(kamra.store, listingId)).toHaveLength(0);
  });

  it('acknowledges events it does not act on', async () => {
    const { body, signature } = stripe.webhook('customer.created', stripe.foreignSession().id);
    const response = await kamra.request('/api/payments/webhook', {
      method: 'POST', body, headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(await response.json()).toEqual({ received: true, boosted: false });
  });

  it('boosts nothing for an expired or refunded session, records why, and says so', async () => {
    const listingId = await listingIn(kamra.store, owner.userId, 'approved');
    const expired = await startedSession(listingId);
    stripe.expire(expired);
    expect(await deliver('checkout.session.expired', expired)).toMatchObject({ status: 200, body: { boosted: false, message: messages.paymentExpired } });
    expect(await verify(expired)).toMatchObject({ status: 402, body: { error: { message: messages.paymentExpired } } });
    expect(await checkoutEvents(kamra.store, expired)).toEqual(['CheckoutStarted', 'PaymentFailed']);

    const refunded = await startedSession(listingId);
    stripe.pay(refunded);
    stripe.refund(refunded);
    expect(await verify(refunded)).toMatchObject({ status: 402, body: { error: { message: messages.paymentRefunded } } });
    // Paying cannot follow a refund: the session stays failed.
    expect(await deliver('checkout.session.completed', refunded)).toMatchObject({ status: 200, body: { boosted: false, message: messages.paymentRefunded } });
    expect(await boostsOf(kamra.store, listingId)).toHaveLength(0);
  });

  it('boosts nothing when the listing was deleted while its owner paid, and says the payment is due back', async () => {
    const listingId = await listingIn(kamra.store, owner.userId, 'approved');
    const sessionId = await startedSession(listingId);
    expect((await kamra.request(`/api/listings/${listingId}`, { method: 'DELETE', token: owner.token })).status).toBe(200);
    stripe.pay(sessionId);
    expect(await deliver('checkout.session.completed', sessionId)).toMatchObject({ status: 200, body: { boosted: false, message: messages.paymentNotApplied } });
    expect(await verify(sessionId)).toMatchObject({ status: 409, body: { error: { message: messages.paymentNotApplied } } });
    expect(await boostsOf(kamra.store, listingId)).toHaveLength(0);
  });

  it("refuses another person's session (403) and sessions this app never started (404)", async () => {
    const listingId = await listingIn(kamra.store, owner.userId, 'approved');
    const sessionId = await startedSession(listingId);
    stripe.pay(sessionId);
    expect(await verify(sessionId, stranger.token)).toMatchObject({ status: 403, body: { error: { message: messages.checkoutForeign } } });

    const foreign = stripe.foreignSession();
    stripe.pay(foreign.id);
    expect(await verify(foreign.id)).toMatchObject({ status: 404, body: { error: { message: messages.checkoutNotFound } } });
    expect(await deliver('checkout.session.completed', foreign.id)).toMatchObject({ status: 404 });
    expect(await verify('cs_test_nobody_made_this')).toMatchObject({ status: 404, body: { error: { message: messages.checkoutNotFound } } });
    expect((await post('/api/payments/verify', owner.token, {})).status).toBe(422);
    expect((await post('/api/payments/verify', undefined, { sessionId })).status).toBe(401);
    expect(await boostsOf(kamra.store, listingId)).toHaveLength(0);
  });

  it('boosts exactly once under concurrent webhook deliveries and verify calls', async () => {
    const listingId = await listingIn(kamra.store, owner.userId, 'approved');
    const sessionId = await startedSession(listingId);
    stripe.pay(sessionId);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0 ? deliver('checkout.session.completed', sessionId).then((r) => r.status) : verify(sessionId).then((r) => r.status)));
    expect(answers).toEqual(Array.from({ length: 12 }, () => 200));
    expect(await boostsOf(kamra.store, listingId)).toHaveLength(1);
    expect(await checkoutEvents(kamra.store, sessionId)).toEqual(['CheckoutStarted', 'PaymentConfirmed']);
  });
});

describe('the read side after a boost', () => {
  it('shows boostedUntil in My Listings and puts the listing first in search', async () => {
    const tagline = `Boosted lamp ${Date.now()}`;
    const listingId = await listingIn(kamra.store, owner.userId, 'approved', tagline);
    await listingIn(kamra.store, owner.userId, 'approved', 'A newer lamp, not boosted');
    const sessionId = await startedSession(listingId);
    stripe.pay(sessionId);
    const { body } = await verify(sessionId);
    const headers = { 'x-after-position': body.position };

    const mine = (await (await kamra.request('/api/me/listings?kind=accessory', { token: owner.token, headers })).json()) as Page<MyListing>;
    expect(mine.items.find((item) => item.id === listingId)).toMatchObject({ boosted: true, boostedUntil: body.boostedUntil, needsBoost: false });

    const search = (await (await kamra.request('/api/listings?kind=accessory&location=all', { headers })).json()) as Page<ListingCard>;
    expect(search.items[0]).toMatchObject({ id: listingId, boosted: true, boostedUntil: body.boostedUntil });
  });
});
