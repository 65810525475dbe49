import { BOOST_PACKAGES, BOOST_REFUSAL_LABELS } from '@kamra/contracts/boost';
import { fieldLabel } from '../../components/listing/listing-change-lines';
import { displayRupees } from '../../lib/display';
import { REPORT_REASON_LABELS } from '@kamra/contracts/options';
import type { ListingHistoryEntry, PriceFlagView } from '@kamra/contracts/read-models';

/** The figures a price flag was judged against, as the queue and the trail both say them. */
export function priceFlagNote(flag: PriceFlagView): string {
  return `${displayRupees(flag.amount)} against a median of ${displayRupees(flag.median)} in ${flag.areaName} (${flag.count} listings)`;
}

/** How an event reads in the timeline; `tone` colours its marker. */
export interface HistoryLine {
  title: string;
  tone: 'submitted' | 'approved' | 'rejected' | 'deleted' | 'boosted' | 'flagged';
  /** Who did it: their current name, and their part in it. */
  actorName: string;
  actorRole: string;
  /** The reason of a rejection or take-down, as the owner was told, or a report's reason. */
  reason: string | null;
  /** Anything else worth knowing (the boost package and its end, the matching listing, ...). */
  note: string | null;
}

const PAKISTAN_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Karachi',
});

/** An instant as admins in Pakistan read it: '23 Nov 2026, 22:30 PKT'. */
export function pakistanTime(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : `${PAKISTAN_TIME.format(instant)} PKT`;
}

function roleOf(entry: ListingHistoryEntry, ownerId: string | null): string {
  switch (entry.actor.role) {
    case 'admin':
      return 'Admin';
    case 'user':
      return entry.actor.id !== null && entry.actor.id === ownerId ? 'Owner' : 'User';
    case 'system':
      return 'System';
    case 'anonymous':
      return 'Visitor';
  }
}

function nameOf(entry: ListingHistoryEntry): string {
  if (entry.actor.name !== null) return entry.actor.name;
  if (entry.actor.role === 'system') return 'Kamra';
  return entry.actor.role === 'admin' ? 'An admin' : 'Unknown user';
}

function titleOf(entry: ListingHistoryEntry): string {
  switch (entry.type) {
    case 'ListingSubmitted':
      return 'Submitted for review';
    case 'ListingApproved':
      return 'Approved';
    case 'ListingRejected':
      return 'Rejected';
    case 'ListingDeleted':
      return entry.by === 'admin' ? 'Deleted by an admin' : 'Deleted by the owner';
    case 'ListingBoosted':
      return 'Boosted';
    case 'ListingReported':
      return 'Reported';
    case 'ListingReportsDismissed':
      return 'Reports dismissed';
    case 'ListingFlaggedAsDuplicate':
      return 'Flagged: a picture matches another owner\'s listing';
    case 'ListingClosed':
      return entry.outcome === 'sold' ? 'Closed as sold' : 'Closed as rented';
    case 'ListingRenewed':
      return 'Renewed';
    case 'ListingPriceFlagged':
      return 'Flagged: priced below half its area\'s median';
    case 'ListingRevised':
      return 'Changes submitted for review';
    case 'ListingRevisionApproved':
      return 'Changes approved';
    case 'ListingRevisionRejected':
      return 'Changes rejected';
    case 'PaymentNotApplied':
      return 'Paid for a boost that was not applied: refund due';
  }
}

const TONES = {
  ListingSubmitted: 'submitted',
  ListingApproved: 'approved',
  ListingRejected: 'rejected',
  ListingDeleted: 'deleted',
  ListingBoosted: 'boosted',
  ListingReported: 'flagged',
  ListingReportsDismissed: 'approved',
  ListingFlaggedAsDuplicate: 'flagged',
  ListingClosed: 'deleted',
  ListingRenewed: 'approved',
  ListingPriceFlagged: 'flagged',
  ListingRevised: 'submitted',
  ListingRevisionApproved: 'approved',
  ListingRevisionRejected: 'rejected',
  PaymentNotApplied: 'flagged',
} as const satisfies Record<ListingHistoryEntry['type'], HistoryLine['tone']>;

/**
 * How alike the two pictures are, in words: the distance counts the differing bits of two
 * 64-bit picture hashes, 0 being the same picture re-saved.
 */
export function likeness(distance: number): string {
  if (distance === 0) return 'The pictures are the same.';
  return `The pictures are nearly the same (${distance} of 64 points differ).`;
}

function noteOf(entry: ListingHistoryEntry): string | null {
  switch (entry.type) {
    case 'ListingSubmitted':
      // Judged now: whether the owner verified the number seekers will call.
      return entry.phone === undefined
        ? null
        : `Phone ${entry.phone.number}: ${entry.phone.verified ? 'verified by the lister' : 'not verified by the lister'}`;
    case 'ListingBoosted': {
      const packageName = entry.package === undefined ? 'A boost' : BOOST_PACKAGES[entry.package].name;
      return entry.until === undefined ? packageName : `${packageName}, until ${pakistanTime(entry.until)}`;
    }
    case 'ListingReported':
      return entry.details ?? null;
    case 'ListingReportsDismissed':
      return entry.dismissed === undefined ? null : `${entry.dismissed} open report${entry.dismissed === 1 ? '' : 's'} dismissed`;
    case 'ListingFlaggedAsDuplicate':
      // The matching listing and owner are links with the two pictures (DuplicateMatch); here only how alike they are.
      return entry.duplicate === undefined ? null : likeness(entry.duplicate.distance);
    case 'ListingPriceFlagged':
      return entry.priceFlag === undefined ? null : priceFlagNote(entry.priceFlag);
    case 'ListingRenewed':
      return entry.visibleUntil === undefined ? null : `Public until ${pakistanTime(entry.visibleUntil)}`;
    case 'ListingRevisionApproved':
      return entry.changes === undefined || entry.changes.length === 0
        ? null
        : `Now live: ${entry.changes.map((change) => fieldLabel(change.field)).join(', ')}`;
    case 'PaymentNotApplied': {
      if (entry.payment === undefined) return null;
      const packageName = entry.package === undefined ? 'A boost' : BOOST_PACKAGES[entry.package].name;
      return `${packageName}, ${displayRupees(entry.payment.amount)} paid (session ${entry.payment.sessionId}): refund it`;
    }
    default:
      return null;
  }
}

function reasonOf(entry: ListingHistoryEntry): string | null {
  if (entry.type === 'ListingReported') return entry.reportReason === undefined ? null : REPORT_REASON_LABELS[entry.reportReason];
  if (entry.type === 'PaymentNotApplied') return entry.payment === undefined ? null : BOOST_REFUSAL_LABELS[entry.payment.refusal];
  return entry.reason ?? null;
}

/** One event of a listing's moderation history, in the words the timeline shows. */
export function historyLine(entry: ListingHistoryEntry, ownerId: string | null): HistoryLine {
  return {
    title: titleOf(entry),
    tone: TONES[entry.type],
    actorName: nameOf(entry),
    actorRole: roleOf(entry, ownerId),
    reason: reasonOf(entry),
    note: noteOf(entry),
  };
}
