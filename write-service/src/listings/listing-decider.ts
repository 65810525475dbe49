/**
 * The listing aggregate (stream `listing-{id}`): pending -> approved | rejected, deletable by
 * owner or admin, boostable once approved. A decision on a listing is final, but its owner may
 * revise it (see revision-decisions): a pending or rejected listing takes the revision and waits
 * for review again, an approved one stays live while the revision waits for its own decision.
 */
import { messages } from '@kamra/contracts/messages';
import { BOOST_PACKAGES, CURRENCY } from '@kamra/contracts/boost';
import { isListingVersionEvent, type ListingEvent } from '@kamra/contracts/events';
import { DAY_MS, toMillis, visibleUntil } from '@kamra/contracts/rules';
import { ConflictError, NotFoundError, ValidationError } from '@kamra/platform';
import type { Decider } from '../commands/decider.js';
import type { ExistingListing, ListingState } from './listing-state.js';
import type {
  ApproveListing, BoostListing, DeleteListing, ListingCommand, RejectListing, SubmitListing,
} from './listing-commands.js';
import { assertMayBoost, assertModerator, deleterOf } from './listing-policies.js';
import { decideLifecycle, duplicateFlag, evolveLifecycle } from './lifecycle-decisions.js';
import { decidePriceFlag } from './price-flags/price-flag-decisions.js';
import { approveRevision, evolveRevision, rejectRevision, revise, storedContentOf, waitingRevision, withdraw } from './revision-decisions.js';

export type { ExistingListing, ListingState } from './listing-state.js';

/** Each version event starts a new version, whatever else it changes (see evolveEvent). */
function evolve(state: ListingState, event: ListingEvent): ListingState {
  const next = evolveEvent(state, event);
  return next.exists && isListingVersionEvent(event) ? { ...next, version: next.version + 1 } : next;
}

function evolveEvent(state: ListingState, event: ListingEvent): ListingState {
  if (event.type === 'ListingSubmitted') {
    const { listingId, ownerId, kind } = event.data;
    return {
      exists: true, listingId, ownerId, kind, status: 'pending', rejectionReason: null,
      deleted: false, deletedBy: null, boostedUntil: null, boostSessions: [],
      expiresAt: null, closed: null, openReporters: [], ownerBlocked: false, version: 0, priceFlaggedVersion: null, duplicateFlaggedPictures: [],
      content: storedContentOf(event.data), revision: null, contentAt: event.data.submittedAt,
    };
  }
  // Every other event follows a ListingSubmitted in its stream.
  if (!state.exists) return state;
  switch (event.type) {
    case 'ListingApproved': {
      const { approvedAt } = event.data;
      return { ...state, status: 'approved', rejectionReason: null, expiresAt: approvedAt === undefined ? null : visibleUntil(approvedAt) };
    }
    case 'ListingRejected':
      return { ...state, status: 'rejected', rejectionReason: event.data.reason };
    case 'ListingDeleted':
      return { ...state, deleted: true, deletedBy: event.data.by, openReporters: [] };
    case 'ListingBoosted':
      return { ...state, boostedUntil: event.data.until, boostSessions: [...state.boostSessions, event.data.sessionId] };
    case 'ListingReported':
    case 'ListingReportsDismissed':
    case 'ListingFlaggedAsDuplicate':
    case 'ListingClosed':
    case 'ListingRenewed':
      return evolveLifecycle(state, event);
    case 'ListingPriceFlagged':
      return { ...state, priceFlaggedVersion: event.data.version };
    case 'ListingRevised':
    case 'ListingRevisionApproved':
    case 'ListingRevisionRejected':
    case 'ListingRevisionWithdrawn':
      return evolveRevision(state, event);
  }
}

function decide(command: ListingCommand, state: ListingState): ListingEvent[] {
  switch (command.type) {
    case 'SubmitListing':
      return submit(command, state);
    case 'ReviseListing':
      return revise(command, existing(state));
    case 'WithdrawRevision':
      return withdraw(command, existing(state));
    case 'ApproveListing':
      return approve(command, state);
    case 'RejectListing':
      return reject(command, state);
    case 'DeleteListing':
      return remove(command, state);
    case 'BoostListing':
      return boost(command, state);
    case 'ReportListing':
    case 'DismissReports':
    case 'CloseListing':
    case 'RenewListing':
    case 'FlagDuplicatePictures':
      return decideLifecycle(command, existing(state));
    case 'FlagListingPrice':
      return decidePriceFlag(command, state);
  }
}

function submit(command: SubmitListing, state: ListingState): ListingEvent[] {
  // The id of a submission with an Idempotency-Key is derived from (owner, key): finding the
  // stream means this is a retry of a submission that already went through.
  if (state.exists) {
    if (state.ownerId === command.data.ownerId) return [];
    throw new ConflictError(messages.listingExists);
  }
  const { listingId, ownerId } = command.data;
  return [{ type: 'ListingSubmitted', data: command.data }, ...duplicateFlag(listingId, ownerId, command.duplicate)];
}

function existing(state: ListingState): ExistingListing {
  if (!state.exists) throw new NotFoundError(messages.listingNotFound);
  return state;
}

/**
 * A listing is decided once. Whoever comes second, another admin deciding at the same moment
 * or a retry, is told what the decision was (409) instead of a success that did nothing.
 */
function assertUndecided(listing: ExistingListing): void {
  if (listing.deleted) throw new ConflictError(messages.listingWasDeleted);
  if (listing.status === 'approved') throw new ConflictError(messages.listingAlreadyApproved);
  if (listing.status === 'rejected') throw new ConflictError(messages.listingAlreadyRejected);
}

/**
 * A decision is on the content the admin looked at: changed since (the owner edited while they
 * were looking), it is refused, so nothing goes live that nobody reviewed.
 */
function assertSeen(listing: ExistingListing, seen: string | undefined): void {
  // Compared as instants: the same moment may be written with another offset or precision.
  if (seen !== undefined && Date.parse(seen) !== Date.parse(listing.contentAt)) throw new ConflictError(messages.listingChangedWhileViewed);
}

function approve(command: ApproveListing, state: ListingState): ListingEvent[] {
  assertModerator(command.by);
  const listing = existing(state);
  // An approved listing with changes waiting: the decision is the revision's.
  const revision = waitingRevision(listing);
  if (revision) {
    assertSeen(listing, command.seen);
    return approveRevision(listing, revision, command.now);
  }
  assertUndecided(listing);
  assertSeen(listing, command.seen);
  const approvedAt = command.now === undefined ? {} : { approvedAt: command.now };
  return [{ type: 'ListingApproved', data: { listingId: listing.listingId, ...approvedAt } }];
}

function reject(command: RejectListing, state: ListingState): ListingEvent[] {
  assertModerator(command.by);
  const reason = command.reason.trim();
  if (reason === '') throw new ValidationError(messages.rejectionReasonRequired, { reason: messages.rejectionReasonRequired });
  const listing = existing(state);
  if (waitingRevision(listing)) {
    assertSeen(listing, command.seen);
    return rejectRevision(listing, reason);
  }
  assertUndecided(listing);
  assertSeen(listing, command.seen);
  return [{ type: 'ListingRejected', data: { listingId: listing.listingId, reason } }];
}

function remove(command: DeleteListing, state: ListingState): ListingEvent[] {
  const listing = existing(state);
  // A deleted listing is gone for everyone, as it is on the read side.
  if (listing.deleted) throw new NotFoundError(messages.listingNotFound);
  const reason = command.reason === undefined || command.reason.trim() === '' ? {} : { reason: command.reason.trim() };
  return [{ type: 'ListingDeleted', data: { listingId: listing.listingId, by: deleterOf(listing, command.by), ...reason } }];
}

function boost(command: BoostListing, state: ListingState): ListingEvent[] {
  const listing = existing(state);
  // Checked first: a redelivered webhook for an applied session changes nothing, whatever happened since.
  if (listing.boostSessions.includes(command.sessionId)) return [];
  assertMayBoost(listing, command.requesterId, command.now);
  const boostPackage = BOOST_PACKAGES[command.package];
  // A boost bought while another runs extends it rather than overlapping it.
  const from = Math.max(toMillis(command.now), listing.boostedUntil === null ? 0 : toMillis(listing.boostedUntil));
  return [{
    type: 'ListingBoosted',
    data: {
      listingId: listing.listingId,
      package: boostPackage.id,
      days: boostPackage.days,
      amount: boostPackage.amount,
      currency: CURRENCY,
      until: new Date(from + boostPackage.days * DAY_MS).toISOString(),
      sessionId: command.sessionId,
    },
  }];
}

export const listingDecider: Decider<ListingState, ListingCommand, ListingEvent> = {
  initialState: () => ({ exists: false }),
  evolve,
  decide,
};
