/**
 * The listing aggregate's decisions after approval (reports, closing, renewal), kept apart from the spec's own
 * so each reads in one sitting. Called by listing-decider's decide; pure.
 */
import { messages } from '@kamra/contracts/messages';
import { visibleUntil } from '@kamra/contracts/rules';
import type { ListingEvent } from '@kamra/contracts/events';
import { NotFoundError } from '@kamra/platform';
import { assertModerator } from './listing-policies.js';
import type { ExistingListing } from './listing-state.js';
import type { LifecycleCommand, CloseListing, DismissReports, DuplicateMatch, FlagDuplicatePictures, RenewListing, ReportListing } from './lifecycle-commands.js';
import { assertMayClose, assertMayRenew, assertMayReport } from './lifecycle-policies.js';

export function decideLifecycle(command: LifecycleCommand, listing: ExistingListing): ListingEvent[] {
  switch (command.type) {
    case 'ReportListing':
      return report(command, listing);
    case 'DismissReports':
      return dismiss(command, listing);
    case 'CloseListing':
      return close(command, listing);
    case 'RenewListing':
      return renew(command, listing);
    case 'FlagDuplicatePictures':
      return flagDuplicate(command, listing);
  }
}

/** Once per submission or revision: if any of its pictures was flagged already (at submit, or by an earlier look), nothing more. */
function flagDuplicate(command: FlagDuplicatePictures, listing: ExistingListing): ListingEvent[] {
  if (command.pictures.some((picture) => listing.duplicateFlaggedPictures.includes(picture))) return [];
  return duplicateFlag(listing.listingId, listing.ownerId, command.match);
}

function report(command: ReportListing, listing: ExistingListing): ListingEvent[] {
  assertMayReport({ ...listing, ownerBlocked: command.ownerBlocked }, command.by, command.now);
  return [{
    type: 'ListingReported',
    data: { listingId: listing.listingId, reporterId: command.by.userId, reason: command.reason, details: command.details, reportedAt: command.now },
  }];
}

function dismiss(command: DismissReports, listing: ExistingListing): ListingEvent[] {
  assertModerator(command.by);
  if (listing.deleted) throw new NotFoundError(messages.listingNotFound);
  if (listing.openReporters.length === 0) return [];
  return [{ type: 'ListingReportsDismissed', data: { listingId: listing.listingId, dismissed: listing.openReporters.length } }];
}

function close(command: CloseListing, listing: ExistingListing): ListingEvent[] {
  assertMayClose(listing, command.by, command.outcome);
  return [{ type: 'ListingClosed', data: { listingId: listing.listingId, outcome: command.outcome, closedAt: command.now } }];
}

function renew(command: RenewListing, listing: ExistingListing): ListingEvent[] {
  assertMayRenew(listing, command.by, command.now);
  return [{ type: 'ListingRenewed', data: { listingId: listing.listingId, renewedAt: command.now, visibleUntil: visibleUntil(command.now) } }];
}

/** The flag a submission carries when one of its pictures matches another owner's listing. */
export function duplicateFlag(listingId: string, ownerId: string, match: DuplicateMatch | null | undefined): ListingEvent[] {
  if (!match || match.matchingOwnerId === ownerId || match.matchingListingId === listingId) return [];
  return [{ type: 'ListingFlaggedAsDuplicate', data: { listingId, ...match } }];
}

/** How the lifecycle events (reports, duplicate flags, closing, renewal) change the aggregate's state. */
export function evolveLifecycle(state: ExistingListing, event: ListingEvent): ExistingListing {
  switch (event.type) {
    case 'ListingReported':
      return { ...state, openReporters: [...state.openReporters, event.data.reporterId] };
    case 'ListingReportsDismissed':
      return { ...state, openReporters: [] };
    case 'ListingClosed':
      return { ...state, closed: event.data.outcome };
    case 'ListingRenewed':
      return { ...state, expiresAt: event.data.visibleUntil };
    case 'ListingFlaggedAsDuplicate':
      return { ...state, duplicateFlaggedPictures: [...state.duplicateFlaggedPictures, event.data.picture] };
    default:
      return state;
  }
}
