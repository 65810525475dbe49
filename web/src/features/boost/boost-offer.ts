import { formatDateTime } from '../../i18n';
import { displayRupees } from '../../lib/display';

/** What the owner's listing view offers about boosting (spec section 4, "Boosted"). */
export type BoostOffer =
  /** Approved and not boosted now: the packages. `ended` when an earlier boost ran out (the spec's prompt). */
  | { kind: 'packages'; ended: boolean }
  | { kind: 'boosted'; until: string }
  /** Pending, rejected, deleted, closed or expired: nothing to buy. */
  | { kind: 'none' };

/** What the server said about the listing: whether it is boosted now, and whether the viewer may boost it. */
export interface BoostableListing {
  boosted: boolean;
  boostedUntil: string | null;
  /** The server's `abilities.boost`, from the rule the checkout enforces. */
  mayBoost: boolean;
}

export function boostOffer(listing: BoostableListing): BoostOffer {
  if (listing.boosted && listing.boostedUntil !== null) return { kind: 'boosted', until: listing.boostedUntil };
  if (listing.mayBoost) return { kind: 'packages', ended: listing.boostedUntil !== null };
  return { kind: 'none' };
}

const BOOST_END: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false };

/** When a boost ends, in Pakistan's time, e.g. '30 Nov 2026, 17:35'. */
export function boostEndText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateTime(date, BOOST_END);
}

/** Package prices as the spec writes them: PKR 4,500. */
export function packagePrice(amount: number): string {
  return displayRupees(amount);
}
