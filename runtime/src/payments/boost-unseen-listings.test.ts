/**
 * Nobody pays to boost a listing nobody can see: checkout refuses closed and expired listings
 * (as it does pending and deleted ones), and a payment that arrives after the listing was
 * closed, expired or deleted boosts nothing and is recorded as due back, where admins read
 * the listing's moderation history.
 */
import { BOOST_REFUSALS, type BoostRefusal } from '@kamra/contracts/boost';
import { checkoutStream } from '@kamra/contracts/events';
import { messages } from '@kamra/contracts/messages';
import type { ApiError, CheckoutCreated, ListingHistoryEntry } from '@kamra/contracts/read-models';
import { DAY_MS, LISTING_VISIBLE_DAYS } from '@kamra/contracts/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendListingEvent } from '../seed/listing-events.js';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';
import { boostsOf, listingIn } from './payment-fixtures.js';
import { startStripeStub, type StripeStub } from './stripe-stub.js';

let kamra: TestKamra;
let stripe: StripeStub;
let owner: { userId: string; token: string };
let admin: { userId: string; token: string };
/** The app's clock: a test moves it to let a listing expire. */
let clock = Date.now();

beforeAll(async () => {
  stripe = await startStripeStub();
  kamra = await startTestKamra(stripe.env(), { now: () => new Date(clock) });
  owner = await kamra.signIn({ name: 'Ayesha Khan' });
  admin = await kamra.signIn({ name: 'Admin Sahib', email: TEST_ADMIN_EMAIL });
});
afterAll(async () => {
  await kamra?.close();
  await stripe?.close();
});

async function post(path: string, json: unknown, token = owner.token) {
  const response = await kamra.request(path, { method: 'POST', token, json });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & Partial<ApiError> };
}

/** An approved listing of the owner, approved `daysAgo` days before the app's clock. */
async function approvedListing(daysAgo = 0): Promise<string> {
  const listingId = await listingIn(kamra.store, owner.userId, 'pending');
  const approvedAt = new Date(clock - daysAgo * DAY_MS);
  await appendListingEvent(kamra.store, { type: 'ListingApproved', data: { listingId, approvedAt: approvedAt.toISOString() } }, { id: admin.userId, role: 'admin' }, approvedAt);
  return listingId;
}

/** Makes the listing stop being boostable the way its owner or time would. */
async function stopShowing(listingId: string, how: 'closed' | 'expired' | 'deleted'): Promise<void> {
  if (how === 'closed') expect((await post(`/api/listings/${listingId}/close`, { outcome: 'sold' })).status).toBe(200);
  if (how === 'deleted') expect((await kamra.request(`/api/listings/${listingId}`, { method: 'DELETE', token: owner.token })).status).toBe(200);
  if (how === 'expired') clock += 2 * DAY_MS;
}

async function checkout(listingId: string) {
  return post('/api/payments/checkout', { listingId, package: 'special' });
}

async function deliver(sessionId: string) {
  const { body, signature } = stripe.webhook('checkout.session.completed', sessionId);
  const response = await kamra.request('/api/payments/webhook', {
    method: 'POST', body, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
  return { status: response.status, body: (await response.json()) as { boosted?: boolean; message?: string } };
}

async function historyOf(listingId: string): Promise<ListingHistoryEntry[]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await kamra.request(`/api/admin/listings/${listingId}/history`, { token: admin.token });
    const entries = (await response.json()) as ListingHistoryEntry[];
    if (entries.some((entry) => entry.type === 'PaymentNotApplied')) return entries;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the history never showed the payment');
}

describe('starting a checkout for a listing nobody can see', () => {
  it('refuses a closed listing with 409 and says why', async () => {
    const listingId = await approvedListing();
    await stopShowing(listingId, 'closed');
    expect(await checkout(listingId)).toMatchObject({ status: 409, body: { error: { message: messages.boostListingClosed } } });
  });

  it('refuses an expired listing with 409 and says why, and takes one on its last day', async () => {
    const expired = await approvedListing(LISTING_VISIBLE_DAYS + 1);
    expect(await checkout(expired)).toMatchObject({ status: 409, body: { error: { message: messages.boostListingExpired } } });
    const lastDay = await approvedListing(LISTING_VISIBLE_DAYS - 1);
    expect((await checkout(lastDay)).status).toBe(201);
  });

  it('still refuses pending and deleted listings', async () => {
    const pending = await listingIn(kamra.store, owner.userId, 'pending');
    expect(await checkout(pending)).toMatchObject({ status: 409, body: { error: { message: messages.boostListingPending } } });
    const deleted = await listingIn(kamra.store, owner.userId, 'deleted');
    expect(await checkout(deleted)).toMatchObject({ status: 409, body: { error: { message: messages.boostListingDeleted } } });
  });
});

const STOPS = ['deleted', 'closed', 'expired'] as const satisfies readonly BoostRefusal[];

describe('a payment that arrives after the listing stopped showing', () => {
  it('covers every way a listing that was boostable at checkout stops being so', () => {
    // pending and rejected cannot follow an approval; the rest must each have a case below.
    expect(BOOST_REFUSALS.filter((reason) => reason !== 'pending' && reason !== 'rejected')).toEqual([...STOPS]);
  });

  describe.each(STOPS)('when the listing was %s after checkout', (how) => {
    it.each(['verify', 'webhook'] as const)('boosts nothing when settled by %s, and records the payment as due back once', async (by) => {
      // Approved 59 days ago, so two days on it has expired.
      const listingId = await approvedListing(LISTING_VISIBLE_DAYS - 1);
      const started = await checkout(listingId);
      expect(started.status).toBe(201);
      const sessionId = (started.body as unknown as CheckoutCreated).id;
      await stopShowing(listingId, how);
      stripe.pay(sessionId);

      if (by === 'verify') {
        expect(await post('/api/payments/verify', { sessionId })).toMatchObject({ status: 409, body: { error: { message: messages.paymentNotApplied } } });
      } else {
        expect(await deliver(sessionId)).toMatchObject({ status: 200, body: { boosted: false, message: messages.paymentNotApplied } });
      }
      // Settled again either way: still nothing boosted, still one record of the money owed.
      expect(await deliver(sessionId)).toMatchObject({ status: 200, body: { boosted: false, message: messages.paymentNotApplied } });
      expect((await post('/api/payments/verify', { sessionId })).status).toBe(409);
      expect(await boostsOf(kamra.store, listingId)).toEqual([]);

      const checkoutEvents = (await kamra.store.readStream(checkoutStream(sessionId))).events;
      expect(checkoutEvents.map((event) => event.type)).toEqual(['CheckoutStarted', 'PaymentConfirmed', 'PaymentNotApplied']);
      expect(checkoutEvents[2]?.data).toEqual({
        sessionId, listingId, userId: owner.userId, package: 'special', amount: 10000, currency: 'PKR', reason: how,
      });

      const history = await historyOf(listingId);
      expect(history.at(-1)).toMatchObject({
        type: 'PaymentNotApplied', actor: { id: owner.userId, name: 'Ayesha Khan', role: 'user' }, package: 'special',
        payment: { sessionId, amount: 10000, currency: 'PKR', refusal: how },
      });
      expect((await kamra.request(`/api/listings/${listingId}`)).status).toBe(404);
    });
  });
});
