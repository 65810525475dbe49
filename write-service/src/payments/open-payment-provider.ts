import { messages } from '@kamra/contracts/messages';
import { BadRequestError, type Database, type KamraConfig, type Logger } from '@kamra/platform';
import { PaymentProviderUnavailableError } from './payment-errors.js';
import type { PaymentProvider } from './payment-provider.js';
import { StripePaymentProvider } from './stripe-payment-provider.js';
import { TestPaymentProvider } from './test-payment-provider.js';

/**
 * Stripe when its key is set; otherwise the built-in test checkout, except in production,
 * where boosting without a real provider would give boosts away: there payments are off (503).
 */
export function openPaymentProvider(config: KamraConfig, pool: Database['pool'], logger: Logger): PaymentProvider {
  if (config.stripe) {
    if (config.stripe.webhookSecret === null) logger.warn('STRIPE_WEBHOOK_SECRET is not set: payment webhooks will be refused');
    return new StripePaymentProvider(config.stripe, config.publicUrl, logger.child({ part: 'stripe' }));
  }
  if (config.production) {
    logger.error('no STRIPE_SECRET_KEY in production: boost payments are unavailable');
    return paymentsOff;
  }
  logger.info('no STRIPE_SECRET_KEY: the built-in TEST MODE checkout stands in for Stripe');
  return new TestPaymentProvider(pool);
}

/** Production without Stripe keys: every payment call is a 503 saying so; no webhook is trusted. */
const paymentsOff: PaymentProvider = {
  mode: 'stripe',
  createCheckout: () => Promise.reject(new PaymentProviderUnavailableError()),
  retrieveSession: () => Promise.reject(new PaymentProviderUnavailableError()),
  readWebhook: () => {
    throw new BadRequestError(messages.webhookSignatureInvalid);
  },
};
