/** Who may do what to a listing (DESIGN.md "rules that commands enforce"). Pure: the decider and routes share them. */
import type { ListingStatus } from '@kamra/contracts/options';
import { messages } from '@kamra/contracts/messages';
import type { ListingDeleter } from '@kamra/contracts/events';
import type { BoostRefusal } from '@kamra/contracts/boost';
import type { CloseOutcome } from '@kamra/contracts/commands';
import { isExpired, type Instant } from '@kamra/contracts/rules';
import { ConflictError, ForbiddenError } from '@kamra/platform';
import type { ListingActor } from './listing-commands.js';

interface ListingFacts {
  ownerId: string;
  status: ListingStatus;
  deleted: boolean;
}

/** Only admins approve and reject. */
export function assertModerator(actor: ListingActor): void {
  if (!actor.isAdmin) throw new ForbiddenError(messages.adminOnly);
}

/**
 * The owner or an admin deletes; a rejected listing only its owner (the owner is told to delete
 * it and list again, so the admin must not take that step from them). An admin deleting their
 * own listing counts as its owner.
 */
export function deleterOf(listing: ListingFacts, actor: ListingActor): ListingDeleter {
  if (actor.userId === listing.ownerId) return 'owner';
  if (!actor.isAdmin) throw new ForbiddenError(messages.listingDeleteForbidden);
  if (listing.status === 'rejected') throw new ForbiddenError(messages.rejectedListingOwnerOnly);
  return 'admin';
}

/** What the boost rules need beyond ownership: whether anyone can still see the listing. */
interface BoostableFacts extends ListingFacts {
  closed: CloseOutcome | null;
  /** Null before approval, and on approvals recorded before expiry existed. */
  visibleUntil: string | null;
}

/**
 * Why visitors do not see this listing at `now`, or null while they do: pending, rejected,
 * deleted, closed, expired. A boost is only worth paying for while the listing shows, so this
 * is also why a boost is refused; reports follow the same rule (aftercare's isVisible).
 */
export function boostRefusal(listing: BoostableFacts, now: Instant): BoostRefusal | null {
  if (listing.deleted) return 'deleted';
  if (listing.status === 'pending') return 'pending';
  if (listing.status === 'rejected') return 'rejected';
  if (listing.closed !== null) return 'closed';
  if (listing.visibleUntil !== null && isExpired(listing.visibleUntil, now)) return 'expired';
  return null;
}

const BOOST_REFUSAL_MESSAGES: Readonly<Record<BoostRefusal, string>> = {
  deleted: messages.boostListingDeleted,
  pending: messages.boostListingPending,
  rejected: messages.boostListingRejected,
  closed: messages.boostListingClosed,
  expired: messages.boostListingExpired,
};

/**
 * Only its owner boosts a listing: another's is 403. Only while it is public (see
 * boostRefusal): otherwise 409 saying why. Checked when the checkout starts and again when
 * the paid boost is applied.
 */
export function assertMayBoost(listing: BoostableFacts, requesterId: string, now: Instant): void {
  if (listing.ownerId !== requesterId) throw new ForbiddenError(messages.boostNotAllowed);
  const refusal = boostRefusal(listing, now);
  if (refusal !== null) throw new ConflictError(BOOST_REFUSAL_MESSAGES[refusal]);
}
