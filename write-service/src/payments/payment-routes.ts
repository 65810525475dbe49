/** Boost payments: the packages, checkout, verify, the provider's webhook and (without Stripe) the test checkout. */
import { BOOST_PACKAGE_LIST } from '@kamra/contracts/boost';
import type { BoostPackagesAnswer } from '@kamra/contracts/read-models';
import { BOOST_PACKAGES_PATH } from '@kamra/platform';
import express, { type Router } from 'express';
import { openPaymentProvider } from './open-payment-provider.js';
import type { PaymentDeps } from './payment-deps.js';
import { PAYMENT_WEBHOOK_PATH, paymentWebhook } from './payment-webhook.js';
import { startCheckout } from './start-checkout.js';
import { testCheckoutRoutes } from './test-checkout-routes.js';
import { TestPaymentProvider } from './test-payment-provider.js';
import { verifyPayment } from './verify-payment.js';

export function paymentRoutes(deps: PaymentDeps): Router {
  const provider = openPaymentProvider(deps.config, deps.pool, deps.logger);
  const router = express.Router();
  router.get(BOOST_PACKAGES_PATH, (_req, res) => {
    const answer: BoostPackagesAnswer = { packages: [...BOOST_PACKAGE_LIST] };
    res.json(answer);
  });
  router.post('/api/payments/checkout', startCheckout(deps, provider));
  router.post('/api/payments/verify', verifyPayment(deps, provider));
  router.post(PAYMENT_WEBHOOK_PATH, paymentWebhook(deps, provider));
  if (provider instanceof TestPaymentProvider) router.use(testCheckoutRoutes(deps, provider));
  return router;
}
