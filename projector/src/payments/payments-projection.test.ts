import type { KamraEvent } from '@kamra/contracts/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadDb } from '@kamra/read-model';
import { projected } from '../reviews/community-fixtures.js';
import { projectionSpec, type ProjectionSpec } from '../testing/projection-spec.js';

const sessionId = 'cs_test_refund';
const listingId = 'b7e1c9d2-0000-4000-8000-000000000009';
const checkout: KamraEvent[] = [
  { type: 'CheckoutStarted', data: { sessionId, listingId, userId: 'user-ayesha', package: 'special', days: 15, amount: 10000, currency: 'PKR' } },
  { type: 'PaymentConfirmed', data: { sessionId, listingId } },
  { type: 'PaymentNotApplied', data: { sessionId, listingId, userId: 'user-ayesha', package: 'special', amount: 10000, currency: 'PKR', reason: 'closed' } },
];
const owed = (db: ReadDb) => db.selectFrom('payments_not_applied').selectAll().execute();

let spec: ProjectionSpec;
beforeAll(async () => {
  spec = await projectionSpec();
});
afterAll(async () => {
  await spec.close();
});

describe('payments projection: given checkout events, then the payments due back', () => {
  it('a payment not applied is one row with what was paid and why, once even when applied twice', async () => {
    const events = checkout.map((event) => projected(event, '2026-11-24T10:00:00.000Z'));
    const notApplied = events[2];
    if (notApplied === undefined) throw new Error('fixture');
    const db = await spec.given(...events, notApplied);
    expect(await owed(db)).toEqual([{
      session_id: sessionId, listing_id: listingId, user_id: 'user-ayesha', package: 'special', amount: 10000, currency: 'PKR',
      reason: 'closed', position: `${notApplied.position.major}.0`, at: new Date('2026-11-24T10:00:00.000Z'),
    }]);
  });

  it('a payment applied or failed owes nothing', async () => {
    const db = await spec.given(...checkout.slice(0, 2).map((event) => projected(event, '2026-11-24T10:00:00.000Z')));
    expect(await owed(db)).toEqual([]);
  });
});
