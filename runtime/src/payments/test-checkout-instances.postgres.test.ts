/**
 * The built-in test checkout across write-service instances: a session started on one is shown,
 * paid and verified on the other, as behind a proxy that sends each request anywhere.
 */
import type { CheckoutCreated } from '@kamra/contracts/read-models';
import { openScratchDatabase, testDatabaseUrl, type ScratchDatabase } from '@kamra/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamra, type TestKamra } from '../testing/test-kamra.js';
import { boostsOf, checkoutEvents, listingIn } from './payment-fixtures.js';

const onRealPostgres = testDatabaseUrl() ? describe : describe.skip;
if (!testDatabaseUrl()) console.info('TEST_DATABASE_URL is not set: the two-instance test checkout needs a real Postgres.');

onRealPostgres('a test checkout, two app instances, one Postgres', () => {
  let database: ScratchDatabase;
  const instances: TestKamra[] = [];

  beforeAll(async () => {
    database = await openScratchDatabase('postgres');
    const env = { DATABASE_URL: database.url ?? '', EVENTSTORE_URL: database.url ?? '' };
    // One after the other: the first runs the read-table migrations.
    instances.push(await startTestKamra(env));
    instances.push(await startTestKamra(env));
  }, 60_000);
  afterAll(async () => {
    for (const instance of instances.splice(0)) await instance.close();
    await database?.close();
  });

  it('is started on one, paid on the other and verified on the first', async () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error('two instances expected');
    const owner = await first.signIn({ name: 'Ayesha Khan' });
    const listingId = await listingIn(first.store, owner.userId, 'approved');
    const started = await first.request('/api/payments/checkout', { method: 'POST', token: owner.token, json: { listingId, package: 'basic' } });
    expect(started.status).toBe(201);
    const { id, url } = (await started.json()) as CheckoutCreated;

    expect(await (await second.request(url)).text()).toContain('Pay PKR 3,000');
    const paid = await second.request(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.headers.get('location')).toBe(`/BoostSuccess?session_id=${id}`);
    const verified = await first.request('/api/payments/verify', { method: 'POST', token: owner.token, json: { sessionId: id } });
    expect(verified.status).toBe(200);
    expect(await checkoutEvents(first.store, id)).toEqual(['CheckoutStarted', 'PaymentConfirmed']);
    expect(await boostsOf(first.store, listingId)).toHaveLength(1);
  }, 30_000);
});
