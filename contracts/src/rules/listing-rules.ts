/** The listing badges and boost rules of spec section 4, as pure functions of `now`. */
import { NEW_BADGE_DAYS } from '../limits';
import type { ListingStatus } from '../options';
import { DAY_MS, toMillis, type Instant } from './time';

/** NEW badge: posted 0 to 3 days ago. A time slightly ahead of `now` (clock skew) counts as new. */
export function isNewListing(postedAt: Instant, now: Instant): boolean {
  const age = toMillis(now) - toMillis(postedAt);
  return age <= NEW_BADGE_DAYS * DAY_MS;
}

/** What the boost rules need to know about a listing. */
export interface BoostableListing {
  readonly status: ListingStatus;
  readonly deleted?: boolean | undefined;
  /** ISO instant the boost ends, or null when never boosted. */
  readonly boostedUntil: string | null;
}

function isLive(listing: BoostableListing): boolean {
  return listing.status === 'approved' && listing.deleted !== true;
}

/** Boosted: approved, not deleted, and the boost end is not in the past. */
export function isBoosted(listing: BoostableListing, now: Instant): boolean {
  return isLive(listing) && listing.boostedUntil !== null && toMillis(listing.boostedUntil) >= toMillis(now);
}

/** The owner is prompted to boost an approved listing whose boost ended or never began. */
export function needsBoost(listing: BoostableListing, now: Instant): boolean {
  return isLive(listing) && !isBoosted(listing, now);
}

/** When a boost of `days` starting at `from` ends, as an ISO instant. */
export function boostUntil(from: Instant, days: number): string {
  return new Date(toMillis(from) + days * DAY_MS).toISOString();
}
