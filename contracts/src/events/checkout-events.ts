/** Events of the `checkout-{sessionId}` stream: one boost payment. */
import { z } from 'zod';
import { BOOST_PACKAGE_IDS, BOOST_REFUSALS, CURRENCY } from '../boost';
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

/**
 * A confirmed payment whose boost was refused because the listing stopped being boostable
 * after checkout (closed, expired, deleted): nothing was boosted and the money is due back.
 * What was paid is copied from CheckoutStarted so the refund needs no other stream.
 */
export const paymentNotAppliedDataSchema = z.object({
  sessionId: entityId,
  listingId: entityId,
  userId: entityId,
  package: z.enum(BOOST_PACKAGE_IDS),
  amount: z.number().nonnegative(),
  currency: z.literal(CURRENCY),
  reason: z.enum(BOOST_REFUSALS),
});

export const checkoutEventSchema = z.discriminatedUnion('type', [
  eventSchema('CheckoutStarted', checkoutStartedDataSchema),
  eventSchema('PaymentConfirmed', paymentConfirmedDataSchema),
  eventSchema('PaymentFailed', paymentFailedDataSchema),
  eventSchema('PaymentNotApplied', paymentNotAppliedDataSchema),
]);

export type CheckoutEvent = z.infer<typeof checkoutEventSchema>;
export type CheckoutStarted = Extract<CheckoutEvent, { type: 'CheckoutStarted' }>;
export type PaymentConfirmed = Extract<CheckoutEvent, { type: 'PaymentConfirmed' }>;
export type PaymentFailed = Extract<CheckoutEvent, { type: 'PaymentFailed' }>;
export type PaymentNotApplied = Extract<CheckoutEvent, { type: 'PaymentNotApplied' }>;
