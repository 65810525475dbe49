/** Who may report, close and renew a listing, and when (issue 17). Pure. */
import { aftercareMessages, messages } from '@kamra/contracts/messages';
import { closeOutcomeOf, type CloseOutcome } from '@kamra/contracts/commands';
import { mayRenew } from '@kamra/contracts/rules';
import { MAX_OPEN_REPORTS } from '@kamra/contracts/limits';
import type { ListingKind, ListingStatus } from '@kamra/contracts/options';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@kamra/platform';
import type { ListingActor } from '../listing-commands.js';
import { boostRefusal } from '../listing-policies.js';

export interface AftercareFacts {
  ownerId: string;
  kind: ListingKind;
  status: ListingStatus;
  deleted: boolean;
  closed: CloseOutcome | null;
  /** Null for an approval recorded before expiry existed: such a listing never expires. */
  visibleUntil: string | null;
  openReporters: readonly string[];
}

/** What a visitor sees: approved, not deleted, not closed, not expired at `now` (the rule boosts follow too). */
export function isVisible(listing: AftercareFacts, now: string): boolean {
  return boostRefusal(listing, now) === null;
}

/**
 * Anyone signed in but the owner reports what the public can see; anything else is, to them,
 * a listing that does not exist (the read side answers the same). One open report per person,
 * and at most MAX_OPEN_REPORTS open at once.
 */
export function assertMayReport(listing: AftercareFacts, actor: ListingActor, now: string): void {
  if (!isVisible(listing, now)) throw new NotFoundError(messages.listingNotFound);
  if (actor.userId === listing.ownerId) throw new ForbiddenError(aftercareMessages.reportOwnListing);
  if (listing.openReporters.includes(actor.userId)) throw new ConflictError(aftercareMessages.reportAlreadyOpen);
  // Keeps the listing's stream growing with the admins' dismissals, not with sock puppets.
  if (listing.openReporters.length >= MAX_OPEN_REPORTS) throw new ConflictError(messages.reportsAlreadyMany);
}

function assertOwner(listing: AftercareFacts, actor: ListingActor): void {
  if (listing.deleted) throw new NotFoundError(messages.listingNotFound);
  if (actor.userId !== listing.ownerId) throw new ForbiddenError(aftercareMessages.ownerOnly);
}

/** Only the owner, only an approved listing, once, and with the outcome its kind has. */
export function assertMayClose(listing: AftercareFacts, actor: ListingActor, outcome: CloseOutcome): void {
  assertOwner(listing, actor);
  if (listing.status !== 'approved') throw new ConflictError(aftercareMessages.closeNotApproved);
  if (listing.closed !== null) throw new ConflictError(aftercareMessages.listingAlreadyClosed);
  if (outcome !== closeOutcomeOf(listing.kind)) {
    throw new ValidationError(aftercareMessages.closeOutcomeForKind, { outcome: aftercareMessages.closeOutcomeForKind });
  }
}

/** Only the owner, an approved and open listing, from 7 days before it expires. */
export function assertMayRenew(listing: AftercareFacts, actor: ListingActor, now: string): void {
  assertOwner(listing, actor);
  if (listing.status !== 'approved') throw new ConflictError(aftercareMessages.renewNotApproved);
  if (listing.closed !== null) throw new ConflictError(aftercareMessages.renewClosed);
  if (listing.visibleUntil !== null && !mayRenew(listing.visibleUntil, now)) throw new ConflictError(aftercareMessages.renewNotYet);
}
