/** Events of the `checkout-{sessionId}` stream: one boost payment. */
import { z } from 'zod';
import { BOOST_PACKAGE_IDS, CURRENCY } from '../boost';
import { entityId, eventSchema } from './event-shape';

/** days and amount are copied from BOOST_PACKAGES when the session starts. */
export const checkoutStartedDataSchema = z.object({
  sessionId: entityId,
  listingId: entityId,
  userId: entityId,
  package: z.enum(BOOST_PACKAGE_IDS),
  days: z.number().int().positive(),
  amount: z.number().nonnegative(),
  currency: z.literal(CURRENCY),
});

export const paymentConfirmedDataSchema = z.object({ sessionId: entityId, listingId: entityId });

export const paymentFailedDataSchema = z.object({ sessionId: entityId, reason: z.string() });

export const checkoutEventSchema = z.discriminatedUnion('type', [
  eventSchema('CheckoutStarted', checkoutStartedDataSchema),
  eventSchema('PaymentConfirmed', paymentConfirmedDataSchema),
  eventSchema('PaymentFailed', paymentFailedDataSchema),
]);

export type CheckoutEvent = z.infer<typeof checkoutEventSchema>;
export type CheckoutStarted = Extract<CheckoutEvent, { type: 'CheckoutStarted' }>;
export type PaymentConfirmed = Extract<CheckoutEvent, { type: 'PaymentConfirmed' }>;
export type PaymentFailed = Extract<CheckoutEvent, { type: 'PaymentFailed' }>;
