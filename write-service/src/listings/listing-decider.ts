/**
 * The listing aggregate (stream `listing-{id}`): pending -> approved | rejected, deletable by
 * owner or admin, boostable once approved. Moderation is final: a rejected listing is deleted
 * and listed again rather than approved later, and an approved one is taken down by deleting it.
 */
import type { ListingKind, ListingStatus } from '@kamra/contracts/options';
import { messages } from '@kamra/contracts/messages';
import { BOOST_PACKAGES, CURRENCY } from '@kamra/contracts/boost';
import type { ListingDeleter, ListingEvent } from '@kamra/contracts/events';
import { DAY_MS, toMillis } from '@kamra/contracts/rules';
import { ConflictError, NotFoundError, ValidationError } from '@kamra/platform';
import type { Decider } from '../commands/decider.js';
import type {
  ApproveListing, BoostListing, DeleteListing, ListingCommand, RejectListing, SubmitListing,
} from './listing-commands.js';
import { assertMayBoost, assertModerator, deleterOf } from './listing-policies.js';

export interface ExistingListing {
  exists: true;
  listingId: string;
  ownerId: string;
  kind: ListingKind;
  status: ListingStatus;
  rejectionReason: string | null;
  deleted: boolean;
  deletedBy: ListingDeleter | null;
  boostedUntil: string | null;
  /** Checkout sessions already applied: one paid session boosts exactly once. */
  boostSessions: readonly string[];
}

export type ListingState = { exists: false } | ExistingListing;

function evolve(state: ListingState, event: ListingEvent): ListingState {
  if (event.type === 'ListingSubmitted') {
    const { listingId, ownerId, kind } = event.data;
    return {
      exists: true, listingId, ownerId, kind, status: 'pending', rejectionReason: null,
      deleted: false, deletedBy: null, boostedUntil: null, boostSessions: [],
    };
  }
  // Every other event follows a ListingSubmitted in its stream.
  if (!state.exists) return state;
  switch (event.type) {
    case 'ListingApproved':
      return { ...state, status: 'approved', rejectionReason: null };
    case 'ListingRejected':
      return { ...state, status: 'rejected', rejectionReason: event.data.reason };
    case 'ListingDeleted':
      return { ...state, deleted: true, deletedBy: event.data.by };
    case 'ListingBoosted':
      return { ...state, boostedUntil: event.data.until, boostSessions: [...state.boostSessions, event.data.sessionId] };
  }
}

function decide(command: ListingCommand, state: ListingState): ListingEvent[] {
  switch (command.type) {
    case 'SubmitListing':
      return submit(command, state);
    case 'ApproveListing':
      return approve(command, state);
    case 'RejectListing':
      return reject(command, state);
    case 'DeleteListing':
      return remove(command, state);
    case 'BoostListing':
      return boost(command, state);
  }
}

function submit(command: SubmitListing, state: ListingState): ListingEvent[] {
  // The id of a submission with an Idempotency-Key is derived from (owner, key): finding the
  // stream means this is a retry of a submission that already went through.
  if (state.exists) {
    if (state.ownerId === command.data.ownerId) return [];
    throw new ConflictError(messages.listingExists);
  }
  return [{ type: 'ListingSubmitted', data: command.data }];
}

function existing(state: ListingState): ExistingListing {
  if (!state.exists) throw new NotFoundError(messages.listingNotFound);
  return state;
}

function approve(command: ApproveListing, state: ListingState): ListingEvent[] {
  assertModerator(command.by);
  const listing = existing(state);
  if (listing.deleted) throw new ConflictError(messages.listingWasDeleted);
  if (listing.status === 'approved') return [];
  if (listing.status === 'rejected') throw new ConflictError(messages.listingNotPending);
  return [{ type: 'ListingApproved', data: { listingId: listing.listingId } }];
}

function reject(command: RejectListing, state: ListingState): ListingEvent[] {
  assertModerator(command.by);
  const reason = command.reason.trim();
  if (reason === '') throw new ValidationError(messages.rejectionReasonRequired, { reason: messages.rejectionReasonRequired });
  const listing = existing(state);
  if (listing.deleted) throw new ConflictError(messages.listingWasDeleted);
  if (listing.status === 'rejected') return [];
  if (listing.status === 'approved') throw new ConflictError(messages.listingNotPending);
  return [{ type: 'ListingRejected', data: { listingId: listing.listingId, reason } }];
}

function remove(command: DeleteListing, state: ListingState): ListingEvent[] {
  const listing = existing(state);
  // A deleted listing is gone for everyone, as it is on the read side.
  if (listing.deleted) throw new NotFoundError(messages.listingNotFound);
  return [{ type: 'ListingDeleted', data: { listingId: listing.listingId, by: deleterOf(listing, command.by) } }];
}

function boost(command: BoostListing, state: ListingState): ListingEvent[] {
  const listing = existing(state);
  // Checked first: a redelivered webhook for an applied session changes nothing, whatever happened since.
  if (listing.boostSessions.includes(command.sessionId)) return [];
  assertMayBoost(listing, command.requesterId);
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
