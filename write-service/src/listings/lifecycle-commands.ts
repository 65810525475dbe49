/**
 * Beyond the spec: reports, closing and renewing. Time and ids arrive with the
 * command; the decider makes none.
 */
import type { CloseOutcome, ReportReason } from '@kamra/contracts/commands';
import type { Requester as ListingActor } from '../commands/requester.js';

export interface ReportListing {
  type: 'ReportListing';
  listingId: string;
  by: ListingActor;
  reason: ReportReason;
  details: string | null;
  now: string;
  /** The owner's block, from the owner's stream: a blocked owner's listing is not public, so not reportable. */
  ownerBlocked: boolean;
}

export interface DismissReports {
  type: 'DismissReports';
  listingId: string;
  by: ListingActor;
}

export interface CloseListing {
  type: 'CloseListing';
  listingId: string;
  by: ListingActor;
  outcome: CloseOutcome;
  now: string;
}

export interface RenewListing {
  type: 'RenewListing';
  listingId: string;
  by: ListingActor;
  now: string;
}

/** What the submit route found in the write side's picture-hash index, if anything. */
export interface DuplicateMatch {
  picture: string;
  matchingListingId: string;
  matchingOwnerId: string;
  matchingPicture: string;
  distance: number;
}

export type LifecycleCommand = ReportListing | DismissReports | CloseListing | RenewListing;
