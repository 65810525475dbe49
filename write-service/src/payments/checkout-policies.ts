/** Who may act on a checkout session, and what each failure tells the person. Pure. */
import { messages } from '@kamra/contracts/messages';
import { ForbiddenError } from '@kamra/platform';
import type { PaymentFailure } from './checkout-commands.js';

/** A person verifies only their own session; a webhook (no requester) speaks for the provider. */
export function assertCheckoutOf(ownerId: string, requesterId: string | null): void {
  if (requesterId !== null && requesterId !== ownerId) throw new ForbiddenError(messages.checkoutForeign);
}

export const PAYMENT_FAILURE_MESSAGES: Readonly<Record<PaymentFailure, string>> = {
  expired: messages.paymentExpired,
  refunded: messages.paymentRefunded,
  failed: messages.paymentDidNotGoThrough,
};
