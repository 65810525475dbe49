/**
 * Exactly one boost per paid session across several write-service instances: two whole app
 * instances over one real Postgres, Stripe's webhook redelivering to both while the person's
 * BoostSuccess page verifies on both, all at once.
 */
import { randomBytes } from 'node:crypto';
import { listingStream } from '@kamra/contracts/events';
import type { CheckoutCreated } from '@kamra/contracts/read-models';
import { testDatabaseUrl } from '@kamra/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamra, type TestKamra } from '../testing/test-kamra.js';
import { checkoutEvents, listingIn } from './payment-fixtures.js';
import { startStripeStub, type StripeStub } from './stripe-stub.js';

const adminUrl = testDatabaseUrl();
const onRealPostgres = adminUrl ? describe : describe.skip;
if (!adminUrl) console.info('TEST_DATABASE_URL is not set: the two-instance boost test needs a real Postgres.');

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

onRealPostgres('one paid session, two app instances, one Postgres', () => {
  const name = `kamra_boost_${randomBytes(6).toString('hex')}`;
  let stripe: StripeStub;
  let instances: TestKamra[] = [];

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    stripe = await startStripeStub();
    const env = { ...stripe.env(), DATABASE_URL: url.toString(), EVENTSTORE_URL: url.toString() };
    // One after the other: the first runs the read-table migrations.
    instances.push(await startTestKamra(env));
    instances.push(await startTestKamra(env));
  }, 60_000);
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    instances = [];
    await stripe?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('appends one PaymentConfirmed and one ListingBoosted however the deliveries and verifies interleave', async () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error('two instances expected');
    const owner = await first.signIn({ name: 'Ayesha Khan' });
    const listingId = await listingIn(first.store, owner.userId, 'approved');
    const started = await first.request('/api/payments/checkout', { method: 'POST', token: owner.token, json: { listingId, package: 'special' } });
    const { id: sessionId } = (await started.json()) as CheckoutCreated;
    stripe.pay(sessionId);

    const calls = Array.from({ length: 24 }, (_, i) => {
      const instance = i % 2 === 0 ? first : second;
      if (i % 3 === 0) {
        return instance.request('/api/payments/verify', { method: 'POST', token: owner.token, json: { sessionId } });
      }
      const { body, signature } = stripe.webhook('checkout.session.completed', sessionId);
      return instance.request('/api/payments/webhook', { method: 'POST', body, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
    });
    const statuses = await Promise.all(calls.map(async (call) => (await call).status));
    expect(statuses).toEqual(statuses.map(() => 200));

    const events = (await second.store.readStream(listingStream(listingId))).events;
    expect(events.filter((event) => event.type === 'ListingBoosted')).toHaveLength(1);
    expect(await checkoutEvents(second.store, sessionId)).toEqual(['CheckoutStarted', 'PaymentConfirmed']);
  }, 60_000);
});
