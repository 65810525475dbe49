/** Events of the `user-{id}` stream. */
import { z } from 'zod';
import { entityId, eventSchema, isoInstant } from './event-shape';

/** `picture` is the sign-in provider's avatar URL, or null. */
export const userRegisteredDataSchema = z.object({
  userId: entityId,
  name: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
});

/** Name and picture as the provider reports them at this sign-in. */
export const userSignedInDataSchema = z.object({
  userId: entityId,
  name: z.string(),
  picture: z.string().nullable(),
});

const userOnly = z.object({ userId: entityId });

/** `reason`: why the admin blocked them; absent on blocks recorded before a reason was asked. */
export const userBlockedDataSchema = z.object({ userId: entityId, reason: z.string().optional() });

/** A phone number in E.164 ('+923001234567'), as pakistaniPhone gives it. */
const e164 = z.string().regex(/^\+[1-9]\d{6,14}$/);

/**
 * A one-time code went out by SMS. Only its keyed hash is kept (an HMAC over user, number and
 * code with the server's secret): six digits hashed without a secret would be read back from
 * the log by trying a million codes. The limits on resending and the expiry are decided from
 * these events, so every instance of the write service applies the same ones.
 */
export const phoneCodeSentDataSchema = z.object({
  userId: entityId,
  phone: e164,
  codeHash: z.string().min(1),
  sentAt: isoInstant,
  expiresAt: isoInstant,
});

const userPhone = z.object({ userId: entityId, phone: e164 });

export const userEventSchema = z.discriminatedUnion('type', [
  eventSchema('UserRegistered', userRegisteredDataSchema),
  eventSchema('UserSignedIn', userSignedInDataSchema),
  eventSchema('UserBlocked', userBlockedDataSchema),
  eventSchema('UserUnblocked', userOnly),
  eventSchema('UserVerified', userOnly),
  eventSchema('UserUnverified', userOnly),
  eventSchema('PhoneCodeSent', phoneCodeSentDataSchema),
  /** A wrong code was typed for the number's pending code (counted towards the lock). */
  eventSchema('PhoneCodeRejected', userPhone),
  eventSchema('PhoneVerified', userPhone),
  eventSchema('PhoneRemoved', userPhone),
]);

export type UserEvent = z.infer<typeof userEventSchema>;
export type UserRegistered = Extract<UserEvent, { type: 'UserRegistered' }>;
export type UserSignedIn = Extract<UserEvent, { type: 'UserSignedIn' }>;
export type UserBlocked = Extract<UserEvent, { type: 'UserBlocked' }>;
export type UserUnblocked = Extract<UserEvent, { type: 'UserUnblocked' }>;
export type UserVerified = Extract<UserEvent, { type: 'UserVerified' }>;
export type UserUnverified = Extract<UserEvent, { type: 'UserUnverified' }>;
export type PhoneCodeSent = Extract<UserEvent, { type: 'PhoneCodeSent' }>;
export type PhoneCodeRejected = Extract<UserEvent, { type: 'PhoneCodeRejected' }>;
export type PhoneVerified = Extract<UserEvent, { type: 'PhoneVerified' }>;
export type PhoneRemoved = Extract<UserEvent, { type: 'PhoneRemoved' }>;
