/** The built-in test checkout's page and its Pay and Cancel buttons (only without Stripe keys, never in production). */
import { messages } from '@kamra/contracts/messages';
import express, { type RequestHandler, type Router } from 'express';
import { systemContext } from '../commands/event-metadata.js';
import type { PaymentDeps } from './payment-deps.js';
import { settleCheckout } from './settle-checkout.js';
import { checkoutLanguage, testCheckoutMissingPage, testCheckoutPage } from './test-checkout-page.js';
import { TEST_CHECKOUT_PATH, type TestPaymentProvider } from './test-payment-provider.js';

export function testCheckoutRoutes(deps: PaymentDeps, provider: TestPaymentProvider): Router {
  const router = express.Router();
  router.get(`${TEST_CHECKOUT_PATH}/:sessionId`, showCheckout(provider));
  router.post(`${TEST_CHECKOUT_PATH}/:sessionId/pay`, pay(deps, provider));
  router.post(`${TEST_CHECKOUT_PATH}/:sessionId/cancel`, cancel(provider));
  return router;
}

function sessionParam(value: string | string[] | undefined): string {
  return typeof value === 'string' ? value : '';
}

function showCheckout(provider: TestPaymentProvider): RequestHandler {
  return async (req, res) => {
    const sessionId = sessionParam(req.params.sessionId);
    const session = await provider.session(sessionId);
    const language = checkoutLanguage(req.headers);
    res.set('cache-control', 'no-store');
    if (session === null) {
      res.status(404).type('html').send(testCheckoutMissingPage(messages.checkoutNotFound, language));
      return;
    }
    const base = `${TEST_CHECKOUT_PATH}/${encodeURIComponent(sessionId)}`;
    res.type('html').send(testCheckoutPage(session, { pay: `${base}/pay`, cancel: `${base}/cancel` }, language));
  };
}

/** Pay: the session becomes paid and is settled as Stripe's webhook would settle it, then on to BoostSuccess. */
function pay(deps: PaymentDeps, provider: TestPaymentProvider): RequestHandler {
  return async (req, res) => {
    const sessionId = sessionParam(req.params.sessionId);
    const session = await provider.pay(sessionId);
    if (session === null) {
      res.status(404).type('html').send(testCheckoutMissingPage(messages.checkoutNotFound, checkoutLanguage(req.headers)));
      return;
    }
    try {
      await settleCheckout({ store: deps.store, provider }, sessionId, null, systemContext(req.requestId, deps.now()));
    } catch (error) {
      // As with a failed webhook delivery: the success page verifies again and shows the reason.
      req.log.warn({ err: error, sessionId }, 'test checkout could not settle the session');
    }
    res.redirect(303, session.successUrl);
  };
}

/** Cancel: nothing changes (the session stays open, as on Stripe); back to the owner's listing. */
function cancel(provider: TestPaymentProvider): RequestHandler {
  return async (req, res) => {
    const session = await provider.session(sessionParam(req.params.sessionId));
    if (session === null) {
      res.status(404).type('html').send(testCheckoutMissingPage(messages.checkoutNotFound, checkoutLanguage(req.headers)));
      return;
    }
    res.redirect(303, session.cancelUrl);
  };
}
