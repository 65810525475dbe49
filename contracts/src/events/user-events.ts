/** Events of the `user-{id}` stream. */
import { z } from 'zod';
import { entityId, eventSchema } from './event-shape';

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

export const userEventSchema = z.discriminatedUnion('type', [
  eventSchema('UserRegistered', userRegisteredDataSchema),
  eventSchema('UserSignedIn', userSignedInDataSchema),
  eventSchema('UserBlocked', userBlockedDataSchema),
  eventSchema('UserUnblocked', userOnly),
  eventSchema('UserVerified', userOnly),
  eventSchema('UserUnverified', userOnly),
]);

export type UserEvent = z.infer<typeof userEventSchema>;
export type UserRegistered = Extract<UserEvent, { type: 'UserRegistered' }>;
export type UserSignedIn = Extract<UserEvent, { type: 'UserSignedIn' }>;
export type UserBlocked = Extract<UserEvent, { type: 'UserBlocked' }>;
export type UserUnblocked = Extract<UserEvent, { type: 'UserUnblocked' }>;
export type UserVerified = Extract<UserEvent, { type: 'UserVerified' }>;
export type UserUnverified = Extract<UserEvent, { type: 'UserUnverified' }>;
