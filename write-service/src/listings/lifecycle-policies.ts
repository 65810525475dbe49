/**
 * Who may report, close and renew a listing, and when: contracts' policy functions (shared with
 * the read side's `abilities`) enforced as typed errors, plus the close outcome, which is the
 * command's input rather than a permission. Pure.
 */
import { messages } from '@kamra/contracts/messages';
import { closeOutcomeOf, type CloseOutcome } from '@kamra/contracts/commands';
import { closeRefusal, renewRefusal, reportRefusal, type ListingPolicyFacts } from '@kamra/contracts/rules';
import type { ListingKind } from '@kamra/contracts/options';
import { ValidationError } from '@kamra/platform';
import type { ListingActor } from './listing-commands.js';
import { enforce } from './listing-policies.js';

export function assertMayReport(listing: ListingPolicyFacts, actor: ListingActor, now: string): void {
  enforce(reportRefusal(listing, actor, now));
}

/** Only the owner, only an approved listing, once, and with the outcome its kind has. */
export function assertMayClose(listing: ListingPolicyFacts & { kind: ListingKind }, actor: ListingActor, outcome: CloseOutcome): void {
  enforce(closeRefusal(listing, actor));
  if (outcome !== closeOutcomeOf(listing.kind)) {
    throw new ValidationError(messages.closeOutcomeForKind, { outcome: messages.closeOutcomeForKind });
  }
}

export function assertMayRenew(listing: ListingPolicyFacts, actor: ListingActor, now: string): void {
  enforce(renewRefusal(listing, actor, now));
}
