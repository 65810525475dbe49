/** GET /api/admin/listings/:id/history: every event of a listing, in order. */
import type { BoostPackageId, BoostRefusal } from '../boost';
import type { ListingEvent } from '../events/listing-events';
import type { CloseOutcome, ReportReason } from '../commands/listing-lifecycle';
import type { ActorRole, ListingKind } from '../options';
import type { ListingChangeView, PriceFlagView } from './listing-views';

export interface ActorView {
  id: string | null;
  name: string | null;
  role: ActorRole;
}

/**
 * A duplicate-photo flag as an admin reads it: the other listing by its tagline and kind, its
 * owner by name (both null when the read tables no longer know them), and the two matching
 * pictures as addresses to show side by side.
 */
export interface DuplicateMatchView {
  picture: string;
  pictureUrl: string;
  matchingListingId: string;
  matchingKind: ListingKind | null;
  matchingTagline: string | null;
  matchingOwnerId: string;
  matchingOwnerName: string | null;
  matchingPicture: string;
  matchingPictureUrl: string;
  distance: number;
}

export interface ListingHistoryEntry {
  /** Global position of the event ("major.minor"). */
  position: string;
  /** The listing's own events, and a payment for it that could not be applied (from its checkout stream). */
  type: ListingEvent['type'] | 'PaymentNotApplied';
  at: string;
  actor: ActorView;
  /** ListingSubmitted: the listing's number as typed and whether its owner verified it, judged now. */
  phone?: { number: string; verified: boolean };
  /** ListingRejected, ListingRevisionRejected */
  reason?: string;
  /** ListingRevised: what it changed against the live version; ListingRevisionApproved: what went live. */
  changes?: ListingChangeView[];
  /** ListingBoosted */
  package?: BoostPackageId;
  /** ListingBoosted: when the boost ends. */
  until?: string;
  /** ListingDeleted */
  by?: 'owner' | 'admin';
  /** ListingReported: the reason chosen, and the reporter's words. */
  reportReason?: ReportReason;
  details?: string;
  /** ListingReportsDismissed: how many open reports were dismissed. */
  dismissed?: number;
  /** ListingFlaggedAsDuplicate: the matching listing, its owner and pictures. */
  duplicate?: DuplicateMatchView;
  /** ListingClosed */
  outcome?: CloseOutcome;
  /** ListingPriceFlagged: the rent or price, and the area's median and count it was judged against. */
  priceFlag?: PriceFlagView;
  /** ListingRenewed: visible until. */
  visibleUntil?: string;
  /** PaymentNotApplied: what was paid (also `package`), to refund, and why no boost was given. */
  payment?: { sessionId: string; amount: number; currency: string; refusal: BoostRefusal };
}
