/**
 * Stream names: one stream per listing, user, review, blog and checkout session, plus streams
 * that only grow and that no decision replays: one per blog comment, and one of each user's
 * sign-ins. Keeping those apart keeps the blog and user streams, which every comment and every
 * command of a person loads, as short as their life (published/deleted, registered/blocked).
 */
import type { KamraEvent } from './kamra-event';

export const STREAM_CATEGORIES = ['listing', 'user', 'review', 'blog', 'checkout', 'blogcomment', 'usersignins', 'follows', 'notifications'] as const;
export type StreamCategory = (typeof STREAM_CATEGORIES)[number];

export const listingStream = (listingId: string): `listing-${string}` => `listing-${listingId}`;
export const userStream = (userId: string): `user-${string}` => `user-${userId}`;
export const reviewStream = (reviewId: string): `review-${string}` => `review-${reviewId}`;
export const blogStream = (blogId: string): `blog-${string}` => `blog-${blogId}`;
export const checkoutStream = (sessionId: string): `checkout-${string}` => `checkout-${sessionId}`;
export const blogCommentStream = (commentId: string): `blogcomment-${string}` => `blogcomment-${commentId}`;
export const followsStream = (userId: string): `follows-${string}` => `follows-${userId}`;
export const notificationsStream = (userId: string): `notifications-${string}` => `notifications-${userId}`;
export const userSignInsStream = (userId: string): `usersignins-${string}` => `usersignins-${userId}`;

/** Splits at the first dash, so ids may contain dashes (UUIDs do). */
export function parseStreamName(streamId: string): { category: StreamCategory; id: string } | null {
  const dash = streamId.indexOf('-');
  if (dash < 1 || dash === streamId.length - 1) return null;
  const category = streamId.slice(0, dash);
  const match = STREAM_CATEGORIES.find((known) => known === category);
  return match ? { category: match, id: streamId.slice(dash + 1) } : null;
}

/** The stream an event belongs to. */
export function streamOf(event: KamraEvent): string {
  switch (event.type) {
    case 'ListingSubmitted':
    case 'ListingApproved':
    case 'ListingRejected':
    case 'ListingDeleted':
    case 'ListingBoosted':
    case 'ListingReported':
    case 'ListingReportsDismissed':
    case 'ListingFlaggedAsDuplicate':
    case 'ListingClosed':
    case 'ListingRenewed':
    case 'ListingPriceFlagged':
    case 'ListingRevised':
    case 'ListingRevisionApproved':
    case 'ListingRevisionRejected':
    case 'ListingRevisionWithdrawn':
      return listingStream(event.data.listingId);
    case 'UserSignedIn':
      return userSignInsStream(event.data.userId);
    case 'UserRegistered':
    case 'UserBlocked':
    case 'UserUnblocked':
    case 'UserVerified':
    case 'UserUnverified':
    case 'PhoneCodeSent':
    case 'PhoneCodeRejected':
    case 'PhoneVerified':
    case 'PhoneRemoved':
      return userStream(event.data.userId);
    case 'ReviewPosted':
    case 'ReviewDeleted':
      return reviewStream(event.data.reviewId);
    case 'BlogCommentAdded':
      return blogCommentStream(event.data.commentId);
    case 'BlogPublished':
    case 'BlogDeleted':
      return blogStream(event.data.blogId);
    case 'CheckoutStarted':
    case 'PaymentConfirmed':
    case 'PaymentFailed':
    case 'PaymentNotApplied':
      return checkoutStream(event.data.sessionId);
    case 'FavouriteAdded':
    case 'FavouriteRemoved':
    case 'SearchSaved':
    case 'SavedSearchAlertsChanged':
    case 'SavedSearchDeleted':
      return followsStream(event.data.userId);
    case 'NotificationAdded':
    case 'NotificationsRead':
      return notificationsStream(event.data.userId);
  }
}
