/**
 * Who may do what to a listing (DESIGN.md "rules that commands enforce"). The rules themselves
 * are contracts' policy functions, shared with the read side's `abilities`; here their refusals
 * become the typed errors the decider and routes throw. Pure.
 */
import { messages } from '@kamra/contracts/messages';
import type { ListingDeleter } from '@kamra/contracts/events';
import { boostRefusal, deleteRefusal, type ListingPolicyFacts, type PolicyRefusal } from '@kamra/contracts/rules';
import { ConflictError, ForbiddenError, NotFoundError } from '@kamra/platform';
import type { ListingActor } from './listing-commands.js';

/** A contracts refusal as the error the HTTP layer maps (404, 403 or 409). */
export function enforce(refusal: PolicyRefusal | null): void {
  if (refusal === null) return;
  switch (refusal.kind) {
    case 'not-found':
      throw new NotFoundError(refusal.message);
    case 'forbidden':
      throw new ForbiddenError(refusal.message);
    case 'conflict':
      throw new ConflictError(refusal.message);
  }
}

/** Only admins approve and reject. */
export function assertModerator(actor: ListingActor): void {
  if (!actor.isAdmin) throw new ForbiddenError(messages.adminOnly);
}

/** Whether the deletion is the owner's or an admin's take-down; refused as contracts' deleteRefusal says. */
export function deleterOf(listing: ListingPolicyFacts, actor: ListingActor): ListingDeleter {
  enforce(deleteRefusal(listing, actor));
  return actor.userId === listing.ownerId ? 'owner' : 'admin';
}

/**
 * When the checkout starts and again when the paid boost is applied: the owner's public listing
 * (contracts' boostRefusal).
 */
export function assertMayBoost(listing: ListingPolicyFacts, requesterId: string, now: string): void {
  enforce(boostRefusal(listing, requesterId, now));
}
