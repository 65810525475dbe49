/** How the owner reads a listing's state on its card and its page. */
import type { ListingDetail, MyListing } from '@kamra/contracts/read-models';
import type { ListingStatus } from '@kamra/contracts/options';
import { i18n, message } from '../../i18n';

// Pure helpers, so they translate through i18n.t; the pages that call them load the namespace.
const t = (key: string): string => i18n.t(key, { ns: 'myListings' });

export interface StatusNote {
  /** The rejection reason, when there is one. */
  reason: string | null;
  /** What the owner can do about it. */
  advice: string;
  /**
   * What editing does instead, for an owner who may edit: the spec's advice says delete and
   * list again, and an Edit button beside it would otherwise contradict it unexplained.
   */
  ifEdited: string | null;
}

/** What to tell the owner under the status, or null when the status says it all. */
export function statusNote(status: ListingStatus, rejectionReason: string | null): StatusNote | null {
  if (status === 'pending') return { reason: null, advice: t('pendingAdvice'), ifEdited: null };
  if (status === 'rejected') return { reason: rejectionReason, advice: message('listingRejectedNotice'), ifEdited: t('rejectedEditNote') };
  return null;
}

/** The pill on an owner's card: a closed, expired or hidden listing says so instead of "Approved". */
export function cardStatus(listing: Pick<MyListing, 'status' | 'closed' | 'expired' | 'ownerBlocked'>): { label: string; tone: string } {
  if (listing.closed !== null) {
    return { label: message(listing.closed === 'sold' ? 'closedSold' : 'closedRented'), tone: 'closed' };
  }
  // An approved listing of a blocked owner is not lost, only out of public view.
  if (listing.status === 'approved' && listing.ownerBlocked) return { label: t('status.hidden'), tone: 'blocked' };
  if (listing.status === 'approved' && listing.expired) return { label: t('status.expired'), tone: 'expired' };
  return { label: t(`status.${listing.status}`), tone: listing.status };
}

/** The status line at the top of the owner's page: the card's pill and what it means for who sees the listing. */
export interface PageStatus {
  label: string;
  tone: string;
  /** One plain sentence, or null where a note further down the page already explains (rejected, hidden). */
  note: string | null;
}

export function pageStatus(listing: Pick<ListingDetail, 'status' | 'closed' | 'expired' | 'ownerBlocked'>): PageStatus {
  const pill = cardStatus({ status: listing.status, closed: listing.closed ?? null, expired: listing.expired ?? false, ownerBlocked: listing.ownerBlocked });
  const notes: Record<string, string | null> = {
    approved: t('detail.statusNotes.live'),
    pending: t('pendingAdvice'),
    closed: t('detail.statusNotes.closed'),
    expired: t('detail.statusNotes.expired'),
  };
  return { ...pill, note: notes[pill.tone] ?? null };
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
    return { tone: 'pending', title: message('revisionWaiting'), reason: null, advice: t('revisionPendingAdvice') };
  }
  return { tone: 'rejected', title: t('changesRejected'), reason: revision.reason ?? null, advice: message('revisionRejectedNotice') };
}
