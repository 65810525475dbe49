/** Events of the `listing-{id}` stream (DESIGN.md, "Streams and events"). */
import { z } from 'zod';
import { BOOST_PACKAGE_IDS, CURRENCY } from '../boost';
import { CLOSE_OUTCOMES, REPORT_REASONS } from '../commands/listing-lifecycle';
import { imageRefSchema } from '../uploads/images';
import { accessoryFieldsSchema, roomFieldsSchema, roommateFieldsSchema } from '../commands/listing-fields';
import { profilePhotoSchema } from '../uploads/profile-photo';
import { entityId, eventSchema, isoInstant } from './event-shape';

/** A 64-bit perceptual hash as 16 lowercase hex digits. */
export const pictureHash = z.string().regex(/^[0-9a-f]{16}$/);

const submitted = {
  listingId: entityId,
  ownerId: entityId,
  /** In the order the lister chose; the first is the cover. */
  pictures: z.array(imageRefSchema),
  profile: profilePhotoSchema,
  submittedAt: isoInstant,
  /**
   * Perceptual hashes of `pictures`, same order (16 hex digits each): what duplicate-photo
   * detection compares. Absent on listings submitted before hashing existed.
   */
  pictureHashes: z.array(pictureHash).optional(),
  /**
   * sha256 (hex) of the request that made the listing when it came with an Idempotency-Key:
   * its route, text fields and file bytes. A retry with the same key must match it. Absent
   * without a key, and on listings submitted before it was kept.
   */
  requestFingerprint: z.string().regex(/^[0-9a-f]{64}$/).optional(),
};

export const listingSubmittedDataSchema = z.discriminatedUnion('kind', [
  z.object({ ...submitted, kind: z.literal('room'), fields: roomFieldsSchema }),
  z.object({ ...submitted, kind: z.literal('roommate'), fields: roommateFieldsSchema }),
  z.object({ ...submitted, kind: z.literal('accessory'), fields: accessoryFieldsSchema }),
]);

/** `approvedAt` starts the 60 days of visibility; absent on approvals recorded before expiry existed, which every reader dates by their recording (parseRecordedEvent). */
export const listingApprovedDataSchema = z.object({ listingId: entityId, approvedAt: isoInstant.optional() });

export const listingRejectedDataSchema = z.object({ listingId: entityId, reason: z.string().min(1) });

export const LISTING_DELETERS = ['owner', 'admin'] as const;
export type ListingDeleter = (typeof LISTING_DELETERS)[number];

/** `reason`: why an admin took the listing down (e.g. after reports); optional. */
export const listingDeletedDataSchema = z.object({ listingId: entityId, by: z.enum(LISTING_DELETERS), reason: z.string().min(1).optional() });

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

/** Beyond the spec: a signed-in user reports a public listing; one open report per user. */
export const listingReportedDataSchema = z.object({
  listingId: entityId,
  reporterId: entityId,
  reason: z.enum(REPORT_REASONS),
  details: z.string().min(1).nullable(),
  reportedAt: isoInstant,
});

/** An admin dismisses every open report of the listing; the reporters may report again. */
export const listingReportsDismissedDataSchema = z.object({ listingId: entityId, dismissed: z.number().int().positive() });

/** Found at submission: a picture close to a picture of another owner's listing. */
export const listingFlaggedAsDuplicateDataSchema = z.object({
  listingId: entityId,
  /** The file of this listing's picture that matched. */
  picture: z.string().min(1),
  matchingListingId: entityId,
  matchingOwnerId: entityId,
  matchingPicture: z.string().min(1),
  /** Hamming distance of the two 64-bit hashes. */
  distance: z.number().int().min(0).max(64),
});

/** The owner closes an approved listing: rooms and roommates are rented, accessories sold. */
export const listingClosedDataSchema = z.object({ listingId: entityId, outcome: z.enum(CLOSE_OUTCOMES), closedAt: isoInstant });

/** The owner renews: visible again for 60 days from `renewedAt`, until `visibleUntil`. */
export const listingRenewedDataSchema = z.object({ listingId: entityId, renewedAt: isoInstant, visibleUntil: isoInstant });

/**
 * Found after approval by the price-flag reactor (a system actor): the rent or price is below
 * half the median of `count` comparable public listings of its kind in its area. Once per
 * listing `version` (see LISTING_VERSION_EVENTS): an approved revision is judged again.
 */
export const listingPriceFlaggedDataSchema = z.object({
  listingId: entityId,
  version: z.number().int().positive(),
  /** The listing's monthly rent or price, PKR. */
  amount: z.number().nonnegative(),
  /** The gazetteer area judged against ('islamabad/g11'). */
  area: z.string().min(1),
  median: z.number().nonnegative(),
  count: z.number().int().positive(),
  flaggedAt: isoInstant,
});

/**
 * One field a revision changes: its value in the live version (`from`) and in the revision
 * (`to`), as stored (a field left empty is null). `field` is the multipart name of the submit
 * form of its kind, so a field added to that form shows up here without further work.
 */
export const listingFieldChangeSchema = z.object({ field: z.string().min(1), from: z.json(), to: z.json() });
export type ListingFieldChange = z.infer<typeof listingFieldChangeSchema>;

/** The pictures of a revision: the files in order before and after, and which were added or removed. */
export const listingPicturesChangeSchema = z.object({
  field: z.literal('pictures'),
  from: z.array(z.string().min(1)),
  to: z.array(z.string().min(1)),
  added: z.array(imageRefSchema),
  removed: z.array(imageRefSchema),
});
export type ListingPicturesChange = z.infer<typeof listingPicturesChangeSchema>;

/** Pictures first: a generic change would also match a pictures change's `field`. */
export const listingChangeSchema = z.union([listingPicturesChangeSchema, listingFieldChangeSchema]);
export type ListingChange = z.infer<typeof listingChangeSchema>;

const revised = {
  listingId: entityId,
  /** The whole content after the revision, as a submission carries it: the revision replaces it whole. */
  pictures: z.array(imageRefSchema),
  pictureHashes: z.array(pictureHash).optional(),
  profile: profilePhotoSchema,
  revisedAt: isoInstant,
  /**
   * true: the listing is approved, its approved content stays live and this revision waits
   * beside it. false: the listing was pending or rejected, and this content replaced it.
   */
  besideLive: z.boolean(),
  /**
   * Field by field against the live (last approved) version; for a listing never approved,
   * against its content before this revision. Never empty: a revision that changes nothing is refused.
   */
  changes: z.array(listingChangeSchema).min(1),
};

/**
 * The owner revised the listing. Pending or rejected: this content replaces the listing's and it
 * waits for review. Approved: the approved content stays public and this revision waits beside
 * it, replacing any revision that waited before.
 */
export const listingRevisedDataSchema = z.discriminatedUnion('kind', [
  z.object({ ...revised, kind: z.literal('room'), fields: roomFieldsSchema }),
  z.object({ ...revised, kind: z.literal('roommate'), fields: roommateFieldsSchema }),
  z.object({ ...revised, kind: z.literal('accessory'), fields: accessoryFieldsSchema }),
]);

const revisionApproved = {
  listingId: entityId,
  /** As on ListingApproved: absent only when the approving command named no instant. */
  approvedAt: isoInstant.optional(),
  /** The revision's changes against the version it replaces. */
  changes: z.array(listingChangeSchema),
  /** The content now live, whole, as the revision carried it. */
  pictures: z.array(imageRefSchema),
  pictureHashes: z.array(pictureHash).optional(),
  profile: profilePhotoSchema,
};

/**
 * An admin put the waiting revision of an approved listing live. It carries the content that
 * goes live and the changes, so a reader that keeps no content (the read tables, a price check)
 * needs nothing earlier to apply it. Boost and expiry are untouched.
 */
export const listingRevisionApprovedDataSchema = z.discriminatedUnion('kind', [
  z.object({ ...revisionApproved, kind: z.literal('room'), fields: roomFieldsSchema }),
  z.object({ ...revisionApproved, kind: z.literal('roommate'), fields: roommateFieldsSchema }),
  z.object({ ...revisionApproved, kind: z.literal('accessory'), fields: accessoryFieldsSchema }),
]);

/** An admin refused the waiting revision: the live version stays, the owner is given the reason. */
export const listingRevisionRejectedDataSchema = z.object({ listingId: entityId, reason: z.string().min(1) });

/**
 * The owner took back the revision waiting on an approved listing before an admin decided it:
 * the live version stays as it was and nothing waits for review any more.
 */
export const listingRevisionWithdrawnDataSchema = z.object({ listingId: entityId, withdrawnAt: isoInstant });

export const listingEventSchema = z.discriminatedUnion('type', [
  eventSchema('ListingSubmitted', listingSubmittedDataSchema),
  eventSchema('ListingApproved', listingApprovedDataSchema),
  eventSchema('ListingRejected', listingRejectedDataSchema),
  eventSchema('ListingDeleted', listingDeletedDataSchema),
  eventSchema('ListingBoosted', listingBoostedDataSchema),
  eventSchema('ListingReported', listingReportedDataSchema),
  eventSchema('ListingReportsDismissed', listingReportsDismissedDataSchema),
  eventSchema('ListingFlaggedAsDuplicate', listingFlaggedAsDuplicateDataSchema),
  eventSchema('ListingClosed', listingClosedDataSchema),
  eventSchema('ListingRenewed', listingRenewedDataSchema),
  eventSchema('ListingPriceFlagged', listingPriceFlaggedDataSchema),
  eventSchema('ListingRevised', listingRevisedDataSchema),
  eventSchema('ListingRevisionApproved', listingRevisionApprovedDataSchema),
  eventSchema('ListingRevisionRejected', listingRevisionRejectedDataSchema),
  eventSchema('ListingRevisionWithdrawn', listingRevisionWithdrawnDataSchema),
]);

export type ListingEvent = z.infer<typeof listingEventSchema>;
export type ListingSubmitted = Extract<ListingEvent, { type: 'ListingSubmitted' }>;
export type ListingApproved = Extract<ListingEvent, { type: 'ListingApproved' }>;
export type ListingRejected = Extract<ListingEvent, { type: 'ListingRejected' }>;
export type ListingDeleted = Extract<ListingEvent, { type: 'ListingDeleted' }>;
export type ListingBoosted = Extract<ListingEvent, { type: 'ListingBoosted' }>;
export type ListingReported = Extract<ListingEvent, { type: 'ListingReported' }>;
export type ListingReportsDismissed = Extract<ListingEvent, { type: 'ListingReportsDismissed' }>;
export type ListingFlaggedAsDuplicate = Extract<ListingEvent, { type: 'ListingFlaggedAsDuplicate' }>;
export type ListingClosed = Extract<ListingEvent, { type: 'ListingClosed' }>;
export type ListingRenewed = Extract<ListingEvent, { type: 'ListingRenewed' }>;
export type ListingPriceFlagged = Extract<ListingEvent, { type: 'ListingPriceFlagged' }>;
export type ListingRevised = Extract<ListingEvent, { type: 'ListingRevised' }>;
export type ListingRevisionApproved = Extract<ListingEvent, { type: 'ListingRevisionApproved' }>;
export type ListingRevisionRejected = Extract<ListingEvent, { type: 'ListingRevisionRejected' }>;
export type ListingRevisionWithdrawn = Extract<ListingEvent, { type: 'ListingRevisionWithdrawn' }>;

/**
 * The events that make what the public sees a new version of the listing: each is judged for
 * its price once. A first approval puts live the content under review; an approved revision
 * carries the content it puts live, so its judge reads the new amount from the event itself.
 */
export const LISTING_VERSION_EVENTS = ['ListingApproved', 'ListingRevisionApproved'] as const satisfies readonly ListingEvent['type'][];
export type ListingVersionEvent = Extract<ListingEvent, { type: (typeof LISTING_VERSION_EVENTS)[number] }>;

export function isListingVersionEvent(event: { type: string }): event is ListingVersionEvent {
  return (LISTING_VERSION_EVENTS as readonly string[]).includes(event.type);
}
