/** Every Kamra event, as one union over all streams. */
import { z } from 'zod';
import { blogEventSchema } from './blog-events';
import { checkoutEventSchema } from './checkout-events';
import { followEventSchema, notificationEventSchema } from './follow-events';
import { listingEventSchema } from './listing-events';
import { reviewEventSchema } from './review-events';
import { userEventSchema } from './user-events';

export const kamraEventSchema = z.discriminatedUnion('type', [
  listingEventSchema,
  userEventSchema,
  reviewEventSchema,
  blogEventSchema,
  checkoutEventSchema,
  followEventSchema,
  notificationEventSchema,
]);

export type KamraEvent = z.infer<typeof kamraEventSchema>;
export type KamraEventType = KamraEvent['type'];
export type EventOf<T extends KamraEventType> = Extract<KamraEvent, { type: T }>;
export type EventData<T extends KamraEventType> = EventOf<T>['data'];

export const KAMRA_EVENT_TYPES = [
  'ListingSubmitted', 'ListingApproved', 'ListingRejected', 'ListingDeleted', 'ListingBoosted',
  'ListingReported', 'ListingReportsDismissed', 'ListingFlaggedAsDuplicate', 'ListingClosed', 'ListingRenewed',
  'ListingPriceFlagged',
  'ListingRevised', 'ListingRevisionApproved', 'ListingRevisionRejected', 'ListingRevisionWithdrawn',
  'UserRegistered', 'UserSignedIn', 'UserBlocked', 'UserUnblocked', 'UserVerified', 'UserUnverified',
  'PhoneCodeSent', 'PhoneCodeRejected', 'PhoneVerified', 'PhoneRemoved',
  'ReviewPosted', 'ReviewDeleted',
  'BlogPublished', 'BlogCommentAdded', 'BlogDeleted',
  'CheckoutStarted', 'PaymentConfirmed', 'PaymentFailed', 'PaymentNotApplied',
  'FavouriteAdded', 'FavouriteRemoved', 'SearchSaved', 'SavedSearchAlertsChanged', 'SavedSearchDeleted',
  'NotificationAdded', 'NotificationsRead',
] as const satisfies readonly KamraEventType[];

export function isKamraEventType(type: string): type is KamraEventType {
  return (KAMRA_EVENT_TYPES as readonly string[]).includes(type);
}
