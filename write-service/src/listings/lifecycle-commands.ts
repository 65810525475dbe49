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

/**
 * The duplicate-picture reactor's second look at a submission or revision, once the log shows
 * every listing submitted before it: catches a copy whose original was submitted at the same
 * moment on another instance, which the submit route's own look could not yet see.
 */
export interface FlagDuplicatePictures {
  type: 'FlagDuplicatePictures';
  listingId: string;
  /** The pictures the submission or revision brought. */
  pictures: readonly string[];
  match: DuplicateMatch;
}

export type LifecycleCommand = ReportListing | DismissReports | CloseListing | RenewListing | FlagDuplicatePictures;
