/** What can be asked of one listing. Ids and time arrive with the command; the decider makes none. */
import type { BoostPackageId } from '@kamra/contracts/boost';
import type { ListingSubmitted } from '@kamra/contracts/events';
import type { ListingFields } from '@kamra/contracts/commands';
import type { ImageRef, ProfilePhoto } from '@kamra/contracts/uploads';
import type { Requester } from '../commands/requester.js';
import type { LifecycleCommand, DuplicateMatch } from './lifecycle-commands.js';
import type { FlagListingPrice } from './price-flags/price-flag-decisions.js';

/** The person behind a command, as the rules need them: who, and whether an admin. */
export type ListingActor = Requester;

export interface SubmitListing {
  type: 'SubmitListing';
  /** Built by the submit route after validation and image processing. */
  data: ListingSubmitted['data'];
  /** A picture of another owner's listing that one of these pictures matches: the submission is flagged, never refused. */
  duplicate?: DuplicateMatch | null;
}

export interface ApproveListing {
  type: 'ApproveListing';
  listingId: string;
  by: ListingActor;
  /** ISO instant of the approval: the 60 days of visibility start here. */
  now?: string;
  /** The content the admin looked at (ListingDetail.contentAt); absent: whatever is there. */
  seen?: string;
}

export interface RejectListing {
  type: 'RejectListing';
  listingId: string;
  reason: string;
  by: ListingActor;
  /** As ApproveListing's. */
  seen?: string;
}

export interface DeleteListing {
  type: 'DeleteListing';
  listingId: string;
  by: ListingActor;
  /** Why an admin takes the listing down (e.g. after reports). */
  reason?: string;
}

/** Sent by the payments flow once a checkout session is paid; no route of its own. */
export interface BoostListing {
  type: 'BoostListing';
  listingId: string;
  /** The owner recorded on the paid checkout session. */
  requesterId: string;
  package: BoostPackageId;
  sessionId: string;
  /** ISO instant the payment was confirmed; the boost runs from here (or from the end of a running one). */
  now: string;
}

/**
 * The owner's edit, built by the revise route after validation and image processing. The decider
 * resolves `keepPictures` against the listing's pictures, so a stale edit naming a picture that
 * is no longer there is refused rather than guessed at.
 */
export interface ReviseListing {
  type: 'ReviseListing';
  listingId: string;
  by: ListingActor;
  listing: ListingFields;
  /** File names of current pictures (live or waiting) to keep, in the new order. */
  keepPictures: readonly string[];
  /** Processed new pictures with their hashes; they follow the kept ones. */
  newPictures: readonly { image: ImageRef; hash: string }[];
  /** A new profile photo, or null to keep the current one. */
  profile: ProfilePhoto | null;
  /** ISO instant of the revision. */
  now: string;
  /** A new picture matching another owner's listing: the listing is flagged, never refused. */
  duplicate?: DuplicateMatch | null;
}

/** The owner takes back the changes waiting for review on their approved listing. */
export interface WithdrawRevision {
  type: 'WithdrawRevision';
  listingId: string;
  by: ListingActor;
  /** ISO instant of the withdrawal. */
  now: string;
}

export type ListingCommand =
  | SubmitListing | ReviseListing | WithdrawRevision | ApproveListing | RejectListing | DeleteListing | BoostListing | LifecycleCommand | FlagListingPrice;
