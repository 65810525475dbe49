/** Boost checkout: POST /api/payments/checkout and POST /api/payments/verify. */
import { z } from 'zod';
import { BOOST_PACKAGE_IDS } from '../boost';
import { option, requiredText } from './form-fields';
import { messages } from '../messages';

/** The client names a package; the server takes days and amount from BOOST_PACKAGES. */
export const startCheckoutSchema = z.object({
  listingId: requiredText(messages.listingIdRequired, 'reference'),
  package: option(BOOST_PACKAGE_IDS, messages.boostPackageRequired),
});
export type StartCheckout = z.output<typeof startCheckoutSchema>;

export const verifyPaymentSchema = z.object({
  sessionId: requiredText(messages.sessionIdRequired, 'reference'),
});
export type VerifyPayment = z.output<typeof verifyPaymentSchema>;
