import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadDb } from '@kamra/read-model';
import { checkoutHistory, type Turn } from '../testing/decided-events.js';
import type { CheckoutCommand } from '@kamra/write-service/testing/deciders';
import { projectionSpec, type ProjectionSpec } from '../testing/projection-spec.js';

const sessionId = 'cs_test_refund';
const listingId = 'b7e1c9d2-0000-4000-8000-000000000009';
const at = '2026-11-24T10:00:00.000Z';
const system = { id: null, role: 'system' as const };
const turn = (command: CheckoutCommand): Turn<CheckoutCommand> => ({ command, actor: system, at });
const started = turn({ type: 'StartCheckout', data: { sessionId, listingId, userId: 'user-ayesha', package: 'special', days: 15, amount: 10000, currency: 'PKR' } });
const paid = turn({ type: 'ConfirmPayment', sessionId, requesterId: null });
const notApplied = turn({ type: 'RecordPaymentNotApplied', sessionId, reason: 'closed' });
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
    const events = checkoutHistory(sessionId, started, paid, notApplied);
    const recorded = events[2];
    if (recorded === undefined) throw new Error('the checkout decider records a payment not applied');
    // Delivered twice, as a projector redelivers after a crash.
    const db = await spec.given(...events, recorded);
    expect(await owed(db)).toEqual([{
      session_id: sessionId, listing_id: listingId, user_id: 'user-ayesha', package: 'special', amount: 10000, currency: 'PKR',
      reason: 'closed', position: `${recorded.position.major}.0`, at: new Date(at),
    }]);
  });

  it('a payment applied or failed owes nothing', async () => {
    const db = await spec.given(...checkoutHistory(sessionId, started, paid));
    expect(await owed(db)).toEqual([]);
  });
});
