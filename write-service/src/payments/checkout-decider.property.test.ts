import { BOOST_REFUSALS } from '@kamra/contracts/boost';
import { parseEvent, type CheckoutEvent, type CheckoutStarted } from '@kamra/contracts/events';
import { AppError } from '@kamra/platform';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rebuild } from '../commands/decider.js';
import { PAYMENT_FAILURES, type CheckoutCommand } from './checkout-commands.js';
import { checkoutDecider, type CheckoutState } from './checkout-decider.js';

const sessionId = 'cs_test_property';
const terms = (userId: string, boostPackage: 'basic' | 'special'): CheckoutStarted['data'] => ({
  sessionId, listingId: 'b7e1c9d2-0000-4000-8000-000000000003', userId, package: boostPackage,
  days: boostPackage === 'basic' ? 3 : 15, amount: boostPackage === 'basic' ? 3000 : 10000, currency: 'PKR',
});
const requester = fc.constantFrom<string | null>(null, 'owner', 'stranger');

const command: fc.Arbitrary<CheckoutCommand> = fc.oneof(
  fc.record({ userId: fc.constantFrom('owner', 'stranger'), boostPackage: fc.constantFrom('basic' as const, 'special' as const) })
    .map(({ userId, boostPackage }): CheckoutCommand => ({ type: 'StartCheckout', data: terms(userId, boostPackage) })),
  requester.map((requesterId): CheckoutCommand => ({ type: 'ConfirmPayment', sessionId, requesterId })),
  fc.record({ reason: fc.constantFrom(...PAYMENT_FAILURES), requesterId: requester })
    .map(({ reason, requesterId }): CheckoutCommand => ({ type: 'FailPayment', sessionId, reason, requesterId })),
  fc.constantFrom(...BOOST_REFUSALS).map((reason): CheckoutCommand => ({ type: 'RecordPaymentNotApplied', sessionId, reason })),
);

/** Events as the store gives them back: JSON, through the parser the command handler uses. */
function throughTheStore(events: readonly CheckoutEvent[]): CheckoutEvent[] {
  return events.map((event) => parseEvent(event.type, JSON.parse(JSON.stringify(event.data))) as CheckoutEvent);
}

describe('checkout aggregate under any sequence of commands', () => {
  it('confirms a session at most once, never after a failure nor for a stranger, owes back only what was paid, and rebuilds every state', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 30 }), (commands) => {
        let state: CheckoutState = checkoutDecider.initialState();
        const history: CheckoutEvent[] = [];
        for (const next of commands) {
          let produced: CheckoutEvent[];
          try {
            produced = checkoutDecider.decide(next, state);
          } catch (error) {
            // Refusals are typed, user-facing errors, never crashes.
            expect(error).toBeInstanceOf(AppError);
            continue;
          }
          if (next.type === 'ConfirmPayment' && produced.length > 0 && state.exists) {
            expect(next.requesterId === null || next.requesterId === state.started.userId).toBe(true);
          }
          for (const event of produced) state = checkoutDecider.evolve(state, event);
          history.push(...produced);
        }
        const types = history.map((event) => event.type);
        expect(types.filter((type) => type === 'CheckoutStarted').length).toBeLessThanOrEqual(1);
        const settled = types.filter((type) => type === 'PaymentConfirmed' || type === 'PaymentFailed');
        expect(settled.length).toBeLessThanOrEqual(1);
        // Money is due back at most once, and only money that came in.
        const notApplied = types.indexOf('PaymentNotApplied');
        expect(types.filter((type) => type === 'PaymentNotApplied').length).toBeLessThanOrEqual(1);
        if (notApplied >= 0) expect(types.slice(0, notApplied)).toContain('PaymentConfirmed');
        if (history.length > 0) expect(types[0]).toBe('CheckoutStarted');
        expect(rebuild(checkoutDecider, throughTheStore(history))).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });
});
