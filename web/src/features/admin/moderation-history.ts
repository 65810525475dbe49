import type { BoostPackageId } from '@kamra/contracts/boost';
import { fieldLabel } from '../../components/listing/listing-change-lines';
import { areaLabel, formatDateTime, formatNumber, i18n, optionLabel } from '../../i18n';
import { displayRupees } from '../../lib/display';
import type { ListingHistoryEntry, PriceFlagView } from '@kamra/contracts/read-models';

// Pure helpers, so they translate through i18n.t; the components that call them load the
// admin namespace (and boost's, for package names) first.
const t = (key: string, options?: Record<string, unknown>): string => i18n.t(key, { ns: 'admin', ...options });

/** The figures a price flag was judged against, as the queue and the trail both say them. */
export function priceFlagNote(flag: PriceFlagView): string {
  return t('priceFlagNote', {
    amount: displayRupees(flag.amount),
    median: displayRupees(flag.median),
    area: areaLabel(flag.areaName, flag.areaUrduName),
    listings: formatNumber(flag.count),
  });
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

// The zone is named by the formatter, so each language words it its own way.
const PAKISTAN_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false, timeZoneName: 'shortGeneric',
};

/** An instant as admins in Pakistan read it: '23 Nov 2026, 22:30 Pakistan Time' (in Urdu, '... پاکستان وقت'). */
export function pakistanTime(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  try {
    return formatDateTime(instant, PAKISTAN_TIME);
  } catch {
    // A browser older than the generic zone names (before Chrome 95, Safari 15.4) refuses the option.
    return formatDateTime(instant, { ...PAKISTAN_TIME, timeZoneName: 'short' });
  }
}

/** A boost package's name in the reader's language (the boost namespace names them). */
const packageName = (id: BoostPackageId | undefined): string =>
  id === undefined ? t('history.notes.aBoost') : i18n.t(`packages.${id}.name`, { ns: 'boost' });

function roleOf(entry: ListingHistoryEntry, ownerId: string | null): string {
  const owner = entry.actor.role === 'user' && entry.actor.id !== null && entry.actor.id === ownerId;
  return t(`history.roles.${owner ? 'owner' : entry.actor.role}`);
}

function nameOf(entry: ListingHistoryEntry): string {
  if (entry.actor.name !== null) return entry.actor.name;
  if (entry.actor.role === 'system') return t('history.actors.system');
  return t(entry.actor.role === 'admin' ? 'history.actors.admin' : 'history.actors.unknown');
}

function titleOf(entry: ListingHistoryEntry): string {
  switch (entry.type) {
    case 'ListingDeleted':
      return t(entry.by === 'admin' ? 'history.titles.deletedByAdmin' : 'history.titles.deletedByOwner');
    case 'ListingClosed':
      return t(entry.outcome === 'sold' ? 'history.titles.closedSold' : 'history.titles.closedRented');
    default:
      return t(`history.titles.${entry.type}`);
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
  // Nothing was decided: the changes simply stopped waiting, as a closed listing stops showing.
  ListingRevisionWithdrawn: 'deleted',
  PaymentNotApplied: 'flagged',
} as const satisfies Record<ListingHistoryEntry['type'], HistoryLine['tone']>;

/**
 * How alike the two pictures are, in words: the distance counts the differing bits of two
 * 64-bit picture hashes, 0 being the same picture re-saved.
 */
export function likeness(distance: number): string {
  if (distance === 0) return t('history.likenessSame');
  return t('history.likenessNearly', { distance });
}

function noteOf(entry: ListingHistoryEntry): string | null {
  switch (entry.type) {
    case 'ListingSubmitted':
      // Judged now: whether the owner verified the number seekers will call.
      return entry.phone === undefined
        ? null
        : t(entry.phone.verified ? 'history.notes.phoneVerified' : 'history.notes.phoneUnverified', { number: entry.phone.number });
    case 'ListingBoosted':
      return entry.until === undefined
        ? packageName(entry.package)
        : t('history.notes.boostUntil', { package: packageName(entry.package), time: pakistanTime(entry.until) });
    case 'ListingReported':
      return entry.details ?? null;
    case 'ListingReportsDismissed':
      return entry.dismissed === undefined ? null : t('history.notes.dismissed', { count: entry.dismissed });
    case 'ListingFlaggedAsDuplicate':
      // The matching listing and owner are links with the two pictures (DuplicateMatch); here only how alike they are.
      return entry.duplicate === undefined ? null : likeness(entry.duplicate.distance);
    case 'ListingPriceFlagged':
      return entry.priceFlag === undefined ? null : priceFlagNote(entry.priceFlag);
    case 'ListingRenewed':
      return entry.visibleUntil === undefined ? null : t('history.notes.publicUntil', { time: pakistanTime(entry.visibleUntil) });
    case 'ListingRevisionApproved':
      return entry.changes === undefined || entry.changes.length === 0
        ? null
        : t('history.notes.nowLive', { fields: entry.changes.map((change) => fieldLabel(change.field)).join(t('history.separator')) });
    case 'PaymentNotApplied':
      return entry.payment === undefined
        ? null
        : t('history.notes.refund', { package: packageName(entry.package), amount: displayRupees(entry.payment.amount), session: entry.payment.sessionId });
    default:
      return null;
  }
}

function reasonOf(entry: ListingHistoryEntry): string | null {
  if (entry.type === 'ListingReported') return entry.reportReason === undefined ? null : optionLabel('reportReasons', entry.reportReason);
  if (entry.type === 'PaymentNotApplied') return entry.payment === undefined ? null : t(`history.refusals.${entry.payment.refusal}`);
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
