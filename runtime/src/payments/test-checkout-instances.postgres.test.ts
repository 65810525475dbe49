/**
 * The built-in test checkout across write-service instances: a session started on one is shown,
 * paid and verified on the other, as behind a proxy that sends each request anywhere.
 */
import type { CheckoutCreated } from '@kamra/contracts/read-models';
import { testDatabaseUrl } from '@kamra/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamrasOnPostgres, type TestKamra } from '../testing/test-kamra.js';
import { boostsOf, checkoutEvents, listingIn } from './payment-fixtures.js';

const onRealPostgres = testDatabaseUrl() ? describe : describe.skip;
if (!testDatabaseUrl()) console.info('TEST_DATABASE_URL is not set: the two-instance test checkout needs a real Postgres.');

onRealPostgres('a test checkout, two app instances, one Postgres', () => {
  let cluster: Awaited<ReturnType<typeof startTestKamrasOnPostgres>>;
  let instances: TestKamra[] = [];

  beforeAll(async () => {
    cluster = await startTestKamrasOnPostgres(2);
    instances = cluster.instances;
  }, 60_000);
  afterAll(() => cluster?.close());

  it('is started on one, paid on the other and verified on the first', async () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error('two instances expected');
    const owner = await first.signIn({ name: 'Ayesha Khan' });
    const listingId = await listingIn(first.store, owner.userId, 'approved');
    const started = await first.request('/api/payments/checkout', { method: 'POST', token: owner.token, json: { listingId, package: 'basic' } });
    expect(started.status).toBe(201);
    const { id, url } = (await started.json()) as CheckoutCreated;

    expect(await (await second.request(url)).text()).toContain('Pay <bdi>PKR 3,000</bdi>');
    const paid = await second.request(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.headers.get('location')).toBe(`/BoostSuccess?session_id=${id}`);
    const verified = await first.request('/api/payments/verify', { method: 'POST', token: owner.token, json: { sessionId: id } });
    expect(verified.status).toBe(200);
    expect(await checkoutEvents(first.store, id)).toEqual(['CheckoutStarted', 'PaymentConfirmed']);
    expect(await boostsOf(first.store, listingId)).toHaveLength(1);
  }, 30_000);
});
