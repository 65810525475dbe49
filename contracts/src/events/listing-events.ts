/** Events of the `listing-{id}` stream (DESIGN.md, "Streams and events"). */
import { z } from 'zod';
import { BOOST_PACKAGE_IDS, CURRENCY } from '../boost';
import { imageRefSchema } from '../uploads/images';
import { accessoryFieldsSchema, roomFieldsSchema, roommateFieldsSchema } from '../commands/listing-fields';
import { profilePhotoSchema } from '../uploads/profile-photo';
import { entityId, eventSchema, isoInstant } from './event-shape';

const submitted = {
  listingId: entityId,
  ownerId: entityId,
  /** In the order the lister chose; the first is the cover. */
  pictures: z.array(imageRefSchema),
  profile: profilePhotoSchema,
  submittedAt: isoInstant,
};

export const listingSubmittedDataSchema = z.discriminatedUnion('kind', [
  z.object({ ...submitted, kind: z.literal('room'), fields: roomFieldsSchema }),
  z.object({ ...submitted, kind: z.literal('roommate'), fields: roommateFieldsSchema }),
  z.object({ ...submitted, kind: z.literal('accessory'), fields: accessoryFieldsSchema }),
]);

export const listingApprovedDataSchema = z.object({ listingId: entityId });

export const listingRejectedDataSchema = z.object({ listingId: entityId, reason: z.string().min(1) });

export const LISTING_DELETERS = ['owner', 'admin'] as const;
export type ListingDeleter = (typeof LISTING_DELETERS)[number];

export const listingDeletedDataSchema = z.object({ listingId: entityId, by: z.enum(LISTING_DELETERS) });

export const listingBoostedDataSchema = z.object({
  listingId: entityId,
  package: z.enum(BOOST_PACKAGE_IDS),
  days: z.number().int().positive(),
  amount: z.number().nonnegative(),
  currency: z.literal(CURRENCY),
  until: isoInstant,
  /** The paid checkout session; one session boosts exactly once. */
  sessionId: entityId,
});

export const listingEventSchema = z.discriminatedUnion('type', [
  eventSchema('ListingSubmitted', listingSubmittedDataSchema),
  eventSchema('ListingApproved', listingApprovedDataSchema),
  eventSchema('ListingRejected', listingRejectedDataSchema),
  eventSchema('ListingDeleted', listingDeletedDataSchema),
  eventSchema('ListingBoosted', listingBoostedDataSchema),
]);

export type ListingEvent = z.infer<typeof listingEventSchema>;
export type ListingSubmitted = Extract<ListingEvent, { type: 'ListingSubmitted' }>;
export type ListingApproved = Extract<ListingEvent, { type: 'ListingApproved' }>;
export type ListingRejected = Extract<ListingEvent, { type: 'ListingRejected' }>;
export type ListingDeleted = Extract<ListingEvent, { type: 'ListingDeleted' }>;
export type ListingBoosted = Extract<ListingEvent, { type: 'ListingBoosted' }>;
