/** What can be asked of one checkout session (stream `checkout-{sessionId}`). */
import type { BoostRefusal } from '@kamra/contracts/boost';
import type { CheckoutStarted } from '@kamra/contracts/events';

/** Recorded once the payment provider has created the session. */
export interface StartCheckout {
  type: 'StartCheckout';
  data: CheckoutStarted['data'];
}

/** The provider says the session is paid. `requesterId` is null when no person asks (a webhook). */
export interface ConfirmPayment {
  type: 'ConfirmPayment';
  sessionId: string;
  requesterId: string | null;
}

export const PAYMENT_FAILURES = ['expired', 'refunded', 'failed'] as const;
export type PaymentFailure = (typeof PAYMENT_FAILURES)[number];

/** The provider says the session will never be paid (or its payment was returned). */
export interface FailPayment {
  type: 'FailPayment';
  sessionId: string;
  reason: PaymentFailure;
  requesterId: string | null;
}

/**
 * The session is paid but its listing refused the boost (it stopped being boostable after
 * checkout): record that the money is due back, so an admin sees it in the listing's history.
 */
export interface RecordPaymentNotApplied {
  type: 'RecordPaymentNotApplied';
  sessionId: string;
  reason: BoostRefusal;
}

export type CheckoutCommand = StartCheckout | ConfirmPayment | FailPayment | RecordPaymentNotApplied;
