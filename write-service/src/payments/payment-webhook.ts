/**
 * POST /api/payments/webhook: Stripe's notices, signed over the raw body (kept raw by the HTTP
 * frame for this path). A paid session is settled as verify settles it. A session that will
 * never be paid, or paid for a listing that can no longer be boosted (closed, expired or deleted
 * meanwhile: recorded as PaymentNotApplied, money due back), is acknowledged with 200 and the reason, so Stripe stops redelivering; an unknown session
 * answers 404, so a notice that overtook our own CheckoutStarted is retried.
 */
import { ConflictError, PAYMENTS_PREFIX } from '@kamra/platform';
import type { RequestHandler } from 'express';
import { systemContext } from '../commands/event-metadata.js';
import type { PaymentDeps } from './payment-deps.js';
import { PaymentFailedError } from './payment-errors.js';
import type { PaymentProvider } from './payment-provider.js';
import { settleCheckout } from './settle-checkout.js';

export const PAYMENT_WEBHOOK_PATH = `${PAYMENTS_PREFIX}/webhook`;

export function paymentWebhook(deps: PaymentDeps, provider: PaymentProvider): RequestHandler {
  return async (req, res) => {
    const rawBody: unknown = req.body;
    const body = Buffer.isBuffer(rawBody) ? rawBody : Buffer.alloc(0);
    const notice = provider.readWebhook(body, req.header('stripe-signature'));
    if (notice.kind === 'ignored') {
      res.json({ received: true, boosted: false });
      return;
    }
    try {
      const verified = await settleCheckout(
        { store: deps.store, provider }, notice.sessionId, null, systemContext(req.requestId, deps.now()),
      );
      res.json({ received: true, boosted: true, listingId: verified.listingId, boostedUntil: verified.boostedUntil });
    } catch (error) {
      if (!(error instanceof PaymentFailedError || error instanceof ConflictError)) throw error;
      res.json({ received: true, boosted: false, message: error.message });
    }
  };
}
