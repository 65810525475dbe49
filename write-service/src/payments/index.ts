export { paymentRoutes } from './payment-routes.js';
export { PAYMENT_WEBHOOK_PATH } from './payment-webhook.js';
export { TEST_CHECKOUT_PATH } from './test-payment-provider.js';
