/** How the owner reads a listing's state on its card and its page. */
import { messages } from '@kamra/contracts/messages';
import type { MyListing } from '@kamra/contracts/read-models';
import type { ListingStatus } from '@kamra/contracts/options';

export const statusLabel: Record<ListingStatus, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};

export interface StatusNote {
  /** The rejection reason, when there is one. */
  reason: string | null;
  /** What the owner can do about it. */
  advice: string;
}

/** What to tell the owner under the status, or null when the status says it all. */
export function statusNote(status: ListingStatus, rejectionReason: string | null): StatusNote | null {
  if (status === 'pending') return { reason: null, advice: 'Our team reviews it soon. Only you can see it until it is approved.' };
  if (status === 'rejected') return { reason: rejectionReason, advice: messages.listingRejectedNotice };
  return null;
}

/** What an approved listing of a blocked owner says: it is not lost, only out of public view. */
export const HIDDEN_WHILE_BLOCKED = 'Hidden while blocked';

/** The pill on an owner's card: a closed, expired or hidden listing says so instead of "Approved". */
export function cardStatus(listing: Pick<MyListing, 'status' | 'closed' | 'expired' | 'ownerBlocked'>): { label: string; tone: string } {
  if (listing.closed !== null) {
    return { label: listing.closed === 'sold' ? messages.closedSold : messages.closedRented, tone: 'closed' };
  }
  if (listing.status === 'approved' && listing.ownerBlocked) return { label: HIDDEN_WHILE_BLOCKED, tone: 'blocked' };
  if (listing.status === 'approved' && listing.expired) return { label: 'Expired', tone: 'expired' };
  return { label: statusLabel[listing.status], tone: listing.status };
}

/** What the owner is told of changes to an approved listing: waiting, or rejected with the reason. */
export interface RevisionNote {
  tone: 'pending' | 'rejected';
  title: string;
  reason: string | null;
  advice: string;
}

export function revisionNote(revision: { status: 'pending' | 'rejected'; reason?: string | null | undefined } | null | undefined): RevisionNote | null {
  if (revision === null || revision === undefined) return null;
  if (revision.status === 'pending') {
    return { tone: 'pending', title: messages.revisionWaiting, reason: null, advice: 'The approved version stays live until they are approved.' };
  }
  return { tone: 'rejected', title: 'Changes rejected', reason: revision.reason ?? null, advice: messages.revisionRejectedNotice };
}
