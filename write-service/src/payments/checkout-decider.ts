/**
 * The checkout aggregate (stream `checkout-{sessionId}`): started -> confirmed | failed, and a
 * confirmed one may end not applied (refund due). It is the ledger of one boost payment;
 * exactly one PaymentConfirmed per session, never after a failure, so a paid session is
 * confirmed once however often the provider or the person asks.
 */
import type { BoostRefusal } from '@kamra/contracts/boost';
import type { CheckoutEvent, CheckoutStarted } from '@kamra/contracts/events';
import { messages } from '@kamra/contracts/messages';
import { ConflictError, NotFoundError } from '@kamra/platform';
import type { Decider } from '../commands/decider.js';
import type {
  CheckoutCommand, ConfirmPayment, FailPayment, PaymentFailure, RecordPaymentNotApplied, StartCheckout,
} from './checkout-commands.js';
import { assertCheckoutOf, PAYMENT_FAILURE_MESSAGES } from './checkout-policies.js';
import { PaymentFailedError } from './payment-errors.js';

export interface ExistingCheckout {
  exists: true;
  started: CheckoutStarted['data'];
  status: 'started' | 'confirmed' | 'failed';
  failure: PaymentFailure | null;
  /** Set once a confirmed payment's boost was refused: the money is due back, no boost follows. */
  notApplied: BoostRefusal | null;
}

export type CheckoutState = { exists: false } | ExistingCheckout;

function failureOf(reason: string): PaymentFailure {
  return reason === 'expired' || reason === 'refunded' ? reason : 'failed';
}

function evolve(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  if (event.type === 'CheckoutStarted') return { exists: true, started: event.data, status: 'started', failure: null, notApplied: null };
  if (!state.exists) return state;
  switch (event.type) {
    case 'PaymentConfirmed':
      return { ...state, status: 'confirmed' };
    case 'PaymentFailed':
      return { ...state, status: 'failed', failure: failureOf(event.data.reason) };
    case 'PaymentNotApplied':
      return { ...state, notApplied: event.data.reason };
  }
}

function decide(command: CheckoutCommand, state: CheckoutState): CheckoutEvent[] {
  switch (command.type) {
    case 'StartCheckout':
      return start(command, state);
    case 'ConfirmPayment':
      return confirm(command, state);
    case 'FailPayment':
      return fail(command, state);
    case 'RecordPaymentNotApplied':
      return recordNotApplied(command, state);
  }
}

function start(command: StartCheckout, state: CheckoutState): CheckoutEvent[] {
  if (!state.exists) return [{ type: 'CheckoutStarted', data: command.data }];
  // The provider makes session ids; the same one twice is a retry of the same start.
  const same = JSON.stringify(state.started) === JSON.stringify(command.data);
  if (same) return [];
  throw new ConflictError(messages.paymentMismatch);
}

function existing(state: CheckoutState): ExistingCheckout {
  if (!state.exists) throw new NotFoundError(messages.checkoutNotFound);
  return state;
}

function confirm(command: ConfirmPayment, state: CheckoutState): CheckoutEvent[] {
  const checkout = existing(state);
  assertCheckoutOf(checkout.started.userId, command.requesterId);
  if (checkout.status === 'confirmed') return [];
  if (checkout.status === 'failed') throw new PaymentFailedError(PAYMENT_FAILURE_MESSAGES[checkout.failure ?? 'failed']);
  return [{ type: 'PaymentConfirmed', data: { sessionId: checkout.started.sessionId, listingId: checkout.started.listingId } }];
}

function fail(command: FailPayment, state: CheckoutState): CheckoutEvent[] {
  const checkout = existing(state);
  assertCheckoutOf(checkout.started.userId, command.requesterId);
  // A confirmed payment stays confirmed: its boost has been given. Refunds after that are
  // support's business (spec section 9), not this aggregate's.
  if (checkout.status !== 'started') return [];
  return [{ type: 'PaymentFailed', data: { sessionId: checkout.started.sessionId, reason: command.reason } }];
}

function recordNotApplied(command: RecordPaymentNotApplied, state: CheckoutState): CheckoutEvent[] {
  const checkout = existing(state);
  // Only money that came in can be due back; the first reason recorded is the one refunded.
  if (checkout.status !== 'confirmed') throw new ConflictError(messages.paymentNotPaid);
  if (checkout.notApplied !== null) return [];
  const { sessionId, listingId, userId, package: boostPackage, amount, currency } = checkout.started;
  return [{ type: 'PaymentNotApplied', data: { sessionId, listingId, userId, package: boostPackage, amount, currency, reason: command.reason } }];
}

export const checkoutDecider: Decider<CheckoutState, CheckoutCommand, CheckoutEvent> = {
  initialState: () => ({ exists: false }),
  evolve,
  decide,
};
