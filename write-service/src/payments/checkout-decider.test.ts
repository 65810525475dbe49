import type { CheckoutEvent, CheckoutStarted } from '@kamra/contracts/events';
import { messages } from '@kamra/contracts/messages';
import { ConflictError, ForbiddenError, NotFoundError } from '@kamra/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.js';
import { checkoutDecider } from './checkout-decider.js';
import { PaymentFailedError } from './payment-errors.js';

const spec = deciderSpec(checkoutDecider);
const sessionId = 'cs_test_a1';
const listingId = 'b7e1c9d2-0000-4000-8000-000000000001';
const startedData: CheckoutStarted['data'] = {
  sessionId, listingId, userId: 'owner', package: 'standard', days: 7, amount: 4500, currency: 'PKR',
};
const started: CheckoutEvent = { type: 'CheckoutStarted', data: startedData };
const confirmed: CheckoutEvent = { type: 'PaymentConfirmed', data: { sessionId, listingId } };
const expired: CheckoutEvent = { type: 'PaymentFailed', data: { sessionId, reason: 'expired' } };

describe('starting a checkout', () => {
  it('records the session with the package terms', () => {
    spec.given([]).when({ type: 'StartCheckout', data: startedData }).then([started]);
  });

  it('changes nothing when the same start is retried', () => {
    spec.given([started]).when({ type: 'StartCheckout', data: startedData }).thenNothingHappened();
  });

  it('refuses the same session id for another boost', () => {
    spec.given([started]).when({ type: 'StartCheckout', data: { ...startedData, package: 'special' } })
      .thenThrows(ConflictError, messages.paymentMismatch);
  });
});

describe('confirming a payment', () => {
  it('confirms a started session once', () => {
    spec.given([started]).when({ type: 'ConfirmPayment', sessionId, requesterId: 'owner' }).then([confirmed]);
    spec.given([started]).when({ type: 'ConfirmPayment', sessionId, requesterId: null }).then([confirmed]);
  });

  it('changes nothing when confirmed again, by the webhook or the owner', () => {
    spec.given([started, confirmed]).when({ type: 'ConfirmPayment', sessionId, requesterId: null }).thenNothingHappened();
    spec.given([started, confirmed]).when({ type: 'ConfirmPayment', sessionId, requesterId: 'owner' }).thenNothingHappened();
  });

  it('is not for another person, even once confirmed', () => {
    spec.given([started]).when({ type: 'ConfirmPayment', sessionId, requesterId: 'stranger' })
      .thenThrows(ForbiddenError, messages.checkoutForeign);
    spec.given([started, confirmed]).when({ type: 'ConfirmPayment', sessionId, requesterId: 'stranger' })
      .thenThrows(ForbiddenError, messages.checkoutForeign);
  });

  it('knows no session that was never started', () => {
    spec.given([]).when({ type: 'ConfirmPayment', sessionId, requesterId: null })
      .thenThrows(NotFoundError, messages.checkoutNotFound);
  });

  it('never confirms a session that failed, and says why', () => {
    spec.given([started, expired]).when({ type: 'ConfirmPayment', sessionId, requesterId: 'owner' })
      .thenThrows(PaymentFailedError, messages.paymentExpired);
  });
});

describe('failing a payment', () => {
  it('records why a started session will not be paid', () => {
    spec.given([started]).when({ type: 'FailPayment', sessionId, reason: 'expired', requesterId: null }).then([expired]);
    spec.given([started]).when({ type: 'FailPayment', sessionId, reason: 'refunded', requesterId: 'owner' })
      .then([{ type: 'PaymentFailed', data: { sessionId, reason: 'refunded' } }]);
  });

  it('changes nothing once the session is settled either way', () => {
    spec.given([started, expired]).when({ type: 'FailPayment', sessionId, reason: 'failed', requesterId: null }).thenNothingHappened();
    spec.given([started, confirmed]).when({ type: 'FailPayment', sessionId, reason: 'refunded', requesterId: null }).thenNothingHappened();
  });

  it('is not for another person', () => {
    spec.given([started]).when({ type: 'FailPayment', sessionId, reason: 'expired', requesterId: 'stranger' })
      .thenThrows(ForbiddenError, messages.checkoutForeign);
  });
});

describe('recording a payment whose boost was refused', () => {
  const notApplied: CheckoutEvent = {
    type: 'PaymentNotApplied',
    data: { sessionId, listingId, userId: 'owner', package: 'standard', amount: 4500, currency: 'PKR', reason: 'closed' },
  };

  it('records once what was paid and why it is due back', () => {
    spec.given([started, confirmed]).when({ type: 'RecordPaymentNotApplied', sessionId, reason: 'closed' }).then([notApplied]);
    spec.given([started, confirmed, notApplied]).when({ type: 'RecordPaymentNotApplied', sessionId, reason: 'expired' }).thenNothingHappened();
  });

  it('is only for money that came in', () => {
    spec.given([started]).when({ type: 'RecordPaymentNotApplied', sessionId, reason: 'closed' })
      .thenThrows(ConflictError, messages.paymentNotPaid);
    spec.given([started, expired]).when({ type: 'RecordPaymentNotApplied', sessionId, reason: 'closed' })
      .thenThrows(ConflictError, messages.paymentNotPaid);
  });
});
