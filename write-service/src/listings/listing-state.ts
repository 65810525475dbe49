/** What the listing aggregate knows of one listing, folded from its events (see listing-decider). */
import type { ListingKind, ListingStatus } from '@kamra/contracts/options';
import type { ListingDeleter } from '@kamra/contracts/events';
import type { CloseOutcome } from '@kamra/contracts/commands';
import type { ListingChange } from '@kamra/contracts/events';
import type { ListingContent } from '@kamra/contracts/rules';

/** A listing's content with the perceptual hash of each picture, same order, where known. */
export type StoredContent = ListingContent & { readonly pictureHashes?: readonly string[] | undefined };

/** Changes to an approved listing that wait for review beside the live version, or were rejected. */
export interface WaitingRevision {
  content: StoredContent;
  /** Against the live version. */
  changes: readonly ListingChange[];
  status: 'pending' | 'rejected';
  reason: string | null;
}

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
  /** When it stops showing (approval or last renewal + 60 days); null before approval. An approval stored without its moment counts from when it was recorded (parseRecordedEvent). */
  expiresAt: string | null;
  /** Marked as rented or sold by its owner. */
  closed: CloseOutcome | null;
  /** Who has an open report on it; dismissing the reports empties it. */
  openReporters: readonly string[];
  /**
   * A block lives on the owner's stream, which this aggregate never reads: from the listing's
   * own events the owner is never blocked. A command whose rule depends on the block (a report)
   * carries it from the owner's stream; every other command is refused to a blocked owner first.
   */
  ownerBlocked: false;
  /** Versions the public has seen: 1 after the approval, one more per version event (LISTING_VERSION_EVENTS). */
  version: number;
  /** The version whose price was flagged, if any: each version is flagged at most once. */
  priceFlaggedVersion: number | null;
  /** This listing's pictures already flagged as copies: a submission's or revision's pictures are flagged at most once. */
  duplicateFlaggedPictures: readonly string[];
  /** When the content under review was submitted or last revised (a waiting revision's, on an approved listing): what an admin's decision names. */
  contentAt: string;
  /** Approved: the live version. Pending or rejected: the content under review. */
  content: StoredContent;
  /** Only on an approved listing: the owner's changes, waiting or rejected; null when none. */
  revision: WaitingRevision | null;
}

export type ListingState = { exists: false } | ExistingListing;
