/**
 * Events of a person's `follows-{userId}` stream (their favourites and saved searches, one
 * stream so the limit on saved searches is decided against everything they keep) and of their
 * `notifications-{userId}` stream (what the alerts told them, and what they have read).
 */
import { z } from 'zod';
import { entityId, eventSchema } from './event-shape';

const favourite = z.object({ userId: entityId, listingId: entityId });
const alerts = z.enum(['instant', 'daily', 'off']);

export const searchSavedDataSchema = z.object({
  userId: entityId,
  searchId: entityId,
  kind: z.enum(['room', 'roommate', 'accessory']),
  location: z.string(),
  /** The set filters, as GET /api/listings reads them. */
  filters: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  alerts,
});

export const followEventSchema = z.discriminatedUnion('type', [
  eventSchema('FavouriteAdded', favourite),
  eventSchema('FavouriteRemoved', favourite),
  eventSchema('SearchSaved', searchSavedDataSchema),
  eventSchema('SavedSearchAlertsChanged', z.object({ userId: entityId, searchId: entityId, alerts })),
  eventSchema('SavedSearchDeleted', z.object({ userId: entityId, searchId: entityId })),
]);

export const NOTIFICATION_TYPES = [
  'search_match', 'favourite_closed', 'favourite_rent_down', 'favourite_removed',
  // To a listing's owner: what an admin decided about the listing, or about their changes to it.
  'listing_approved', 'listing_rejected', 'listing_revision_approved', 'listing_revision_rejected',
] as const;

export const notificationAddedDataSchema = z.object({
  userId: entityId,
  notificationId: entityId,
  type: z.enum(NOTIFICATION_TYPES),
  listingId: entityId,
  /** The saved search that matched, for search_match. */
  searchId: entityId.nullable(),
  /** What makes it one of a kind: a second notification with the same key is never added. */
  key: z.string().min(1),
  text: z.string(),
  /**
   * An admin's reason, for a rejection: kept apart from the English text so a reader of another
   * language is told it as written. Optional, so notifications recorded before it still parse.
   */
  reason: z.string().min(1).optional(),
});

export const notificationEventSchema = z.discriminatedUnion('type', [
  eventSchema('NotificationAdded', notificationAddedDataSchema),
  eventSchema('NotificationsRead', z.object({ userId: entityId, notificationIds: z.array(entityId) })),
]);

export type FollowEvent = z.infer<typeof followEventSchema>;
export type NotificationEvent = z.infer<typeof notificationEventSchema>;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
