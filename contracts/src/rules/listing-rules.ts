/** The rules of a listing: who may see it, how many pictures it takes, its badges and boosts (spec section 4). */
import { NEW_BADGE_DAYS } from '../limits';
import { messages } from '../messages';
import type { CloseOutcome, ListingKind, ListingStatus } from '../options';
import { isExpired } from './listing-expiry';
import { DAY_MS, toMillis, type Instant } from './time';

/** The last instant (ms) a listing posted at `postedAt` shows its NEW badge: exactly NEW_BADGE_DAYS on. */
export function newBadgeLastInstant(postedAt: Instant): number {
  return toMillis(postedAt) + NEW_BADGE_DAYS * DAY_MS;
}

/** NEW badge: posted 0 to 3 days ago. A time slightly ahead of `now` (clock skew) counts as new. */
export function isNewListing(postedAt: Instant, now: Instant): boolean {
  return toMillis(now) <= newBadgeLastInstant(postedAt);
}

/** A count rule for a set of pictures, with the message that states it. */
export interface ImageLimit {
  readonly min: number;
  readonly max: number;
  readonly message: string;
}

/**
 * Pictures per listing. The spec gives two readings for roommates and accessories (3 to 9 at
 * one check, 3 to 5 at another). We take 3 to 5 for both: it is the stricter reading, so any
 * set we accept passes both of the spec's checks, and its message states the real limit.
 * Rooms are 3 to 9 in every reading.
 */
export const IMAGE_LIMITS: Readonly<Record<ListingKind, ImageLimit>> = {
  room: { min: 3, max: 9, message: messages.roomPicturesCount },
  roommate: { min: 3, max: 5, message: messages.roommatePicturesCount },
  accessory: { min: 3, max: 5, message: messages.accessoryPicturesCount },
};

/** What the visibility rule needs to know about a listing. */
export interface ListingVisibility {
  readonly status: ListingStatus;
  readonly deleted: boolean;
  /** Marked as rented or sold by its owner, or null while open. */
  readonly closed: CloseOutcome | null;
  /**
   * When it stops showing (approval or last renewal + 60 days). Null before approval: an
   * approval stored without its moment counts from when it was recorded (parseRecordedEvent).
   */
  readonly expiresAt: Instant | null;
  /**
   * Its owner is blocked by an admin. Blocking takes nothing from the listing itself: it hides
   * while the block lasts and shows again, as it was, on unblock.
   */
  readonly ownerBlocked: boolean;
}

/**
 * Public at `now`: approved, not deleted, not closed as rented or sold, not past its
 * expiry, and its owner not blocked. The one rule of who may see a listing without owning or moderating it: search and
 * place suggestions (as SQL that a property test holds to this function), the detail page,
 * boosts, reports, and the write side's checks all use it.
 */
export function isPublicAt(listing: ListingVisibility, now: Instant): boolean {
  return listing.status === 'approved' && !listing.deleted && listing.closed === null && !listing.ownerBlocked
    && (listing.expiresAt === null || !isExpired(listing.expiresAt, now));
}

/** Who is looking: a signed-in person, or null for a visitor. */
export type ListingViewer = { readonly userId: string; readonly isAdmin: boolean } | null;

/**
 * Who may open a listing: anyone while it is public; otherwise (waiting for review, rejected,
 * closed, expired or its owner blocked) only its owner and the admins, so the owner can still delete or renew it;
 * once deleted, nobody.
 */
export function maySeeListing(listing: ListingVisibility & { readonly ownerId: string }, viewer: ListingViewer, now: Instant): boolean {
  if (listing.deleted) return false;
  if (isPublicAt(listing, now)) return true;
  return viewer !== null && (viewer.isAdmin || viewer.userId === listing.ownerId);
}

/** What the boost rules need to know about a listing. */
export interface BoostableListing extends ListingVisibility {
  /** ISO instant the boost ends, or null when never boosted. */
  readonly boostedUntil: string | null;
}

/** Boosted: public at `now`, and the boost end is not in the past. */
export function isBoosted(listing: BoostableListing, now: Instant): boolean {
  return isPublicAt(listing, now) && listing.boostedUntil !== null && toMillis(listing.boostedUntil) >= toMillis(now);
}

/** The owner is prompted to boost a public listing whose boost ended or never began. */
export function needsBoost(listing: BoostableListing, now: Instant): boolean {
  return isPublicAt(listing, now) && !isBoosted(listing, now);
}

/** When a boost of `days` starting at `from` ends, as an ISO instant. */
export function boostUntil(from: Instant, days: number): string {
  return new Date(toMillis(from) + days * DAY_MS).toISOString();
}
