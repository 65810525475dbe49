import type { ListingStatus } from '@kamra/contracts/options';
import { isBoosted, needsBoost } from '@kamra/contracts/rules';

/** What the owner's listing view offers about boosting (spec section 4, "Boosted"). */
export type BoostOffer =
  /** Approved and not boosted now: the packages. `ended` when an earlier boost ran out (the spec's prompt). */
  | { kind: 'packages'; ended: boolean }
  | { kind: 'boosted'; until: string }
  /** Pending, rejected or deleted: nothing to buy. */
  | { kind: 'none' };

export interface BoostableListing {
  status: ListingStatus;
  boostedUntil: string | null;
  deleted?: boolean;
}

export function boostOffer(listing: BoostableListing, now: Date): BoostOffer {
  if (isBoosted(listing, now) && listing.boostedUntil !== null) return { kind: 'boosted', until: listing.boostedUntil };
  if (needsBoost(listing, now)) return { kind: 'packages', ended: listing.boostedUntil !== null };
  return { kind: 'none' };
}

const boostEnd = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Karachi' });

/** When a boost ends, in Pakistan's time, e.g. '30 Nov 2026, 17:35'. */
export function boostEndText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : boostEnd.format(date);
}

/** Package prices as the spec writes them: PKR 4,500. */
export function packagePrice(amount: number): string {
  return `PKR ${amount.toLocaleString('en-PK')}`;
}
