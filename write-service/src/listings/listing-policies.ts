/** Who may do what to a listing (DESIGN.md "rules that commands enforce"). Pure: the decider and routes share them. */
import type { ListingStatus } from '@kamra/contracts/options';
import { messages } from '@kamra/contracts/messages';
import type { ListingDeleter } from '@kamra/contracts/events';
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

/**
 * Only its owner boosts a listing: another's is 403. Only while it is public: a pending,
 * rejected or deleted listing is 409 saying why. Checked when the checkout starts and again
 * when the paid boost is applied.
 */
export function assertMayBoost(listing: ListingFacts, requesterId: string): void {
  if (listing.ownerId !== requesterId) throw new ForbiddenError(messages.boostNotAllowed);
  if (listing.deleted) throw new ConflictError(messages.boostListingDeleted);
  if (listing.status === 'pending') throw new ConflictError(messages.boostListingPending);
  if (listing.status === 'rejected') throw new ConflictError(messages.boostListingRejected);
}
