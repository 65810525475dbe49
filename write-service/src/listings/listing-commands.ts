/** What can be asked of one listing. Ids and time arrive with the command; the decider makes none. */
import type { BoostPackageId } from '@kamra/contracts/boost';
import type { ListingSubmitted } from '@kamra/contracts/events';
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
}

export interface RejectListing {
  type: 'RejectListing';
  listingId: string;
  reason: string;
  by: ListingActor;
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

export type ListingCommand = SubmitListing | ApproveListing | RejectListing | DeleteListing | BoostListing | LifecycleCommand | FlagListingPrice;
