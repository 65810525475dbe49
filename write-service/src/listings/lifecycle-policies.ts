/** Who may report, close and renew a listing, and when. Pure. */
import { messages } from '@kamra/contracts/messages';
import { closeOutcomeOf, type CloseOutcome } from '@kamra/contracts/commands';
import { isExpired, mayRenew } from '@kamra/contracts/rules';
import type { ListingKind, ListingStatus } from '@kamra/contracts/options';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@kamra/platform';
import type { ListingActor } from './listing-commands.js';

export interface LifecycleFacts {
  ownerId: string;
  kind: ListingKind;
  status: ListingStatus;
  deleted: boolean;
  closed: CloseOutcome | null;
  /** Null for an approval recorded before expiry existed: such a listing never expires. */
  visibleUntil: string | null;
  openReporters: readonly string[];
}

/** What a visitor sees: approved, not deleted, not closed, not expired at `now`. */
export function isVisible(listing: LifecycleFacts, now: string): boolean {
  return listing.status === 'approved' && !listing.deleted && listing.closed === null
    && (listing.visibleUntil === null || !isExpired(listing.visibleUntil, now));
}

/**
 * Anyone signed in but the owner reports what the public can see; anything else is, to them,
 * a listing that does not exist (the read side answers the same). One open report per person.
 */
export function assertMayReport(listing: LifecycleFacts, actor: ListingActor, now: string): void {
  if (!isVisible(listing, now)) throw new NotFoundError(messages.listingNotFound);
  if (actor.userId === listing.ownerId) throw new ForbiddenError(messages.reportOwnListing);
  if (listing.openReporters.includes(actor.userId)) throw new ConflictError(messages.reportAlreadyOpen);
}

function assertOwner(listing: LifecycleFacts, actor: ListingActor): void {
  if (listing.deleted) throw new NotFoundError(messages.listingNotFound);
  if (actor.userId !== listing.ownerId) throw new ForbiddenError(messages.ownerOnly);
}

/** Only the owner, only an approved listing, once, and with the outcome its kind has. */
export function assertMayClose(listing: LifecycleFacts, actor: ListingActor, outcome: CloseOutcome): void {
  assertOwner(listing, actor);
  if (listing.status !== 'approved') throw new ConflictError(messages.closeNotApproved);
  if (listing.closed !== null) throw new ConflictError(messages.listingAlreadyClosed);
  if (outcome !== closeOutcomeOf(listing.kind)) {
    throw new ValidationError(messages.closeOutcomeForKind, { outcome: messages.closeOutcomeForKind });
  }
}

/** Only the owner, an approved and open listing, from 7 days before it expires. */
export function assertMayRenew(listing: LifecycleFacts, actor: ListingActor, now: string): void {
  assertOwner(listing, actor);
  if (listing.status !== 'approved') throw new ConflictError(messages.renewNotApproved);
  if (listing.closed !== null) throw new ConflictError(messages.renewClosed);
  if (listing.visibleUntil !== null && !mayRenew(listing.visibleUntil, now)) throw new ConflictError(messages.renewNotYet);
}
