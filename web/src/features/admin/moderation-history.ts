import { BOOST_PACKAGES } from '@kamra/contracts/boost';
import type { ListingHistoryEntry } from '@kamra/contracts/read-models';

/** How an event reads in the timeline; `tone` colours its marker. */
export interface HistoryLine {
  title: string;
  tone: 'submitted' | 'approved' | 'rejected' | 'deleted' | 'boosted';
  /** Who did it: their current name, and their part in it. */
  actorName: string;
  actorRole: string;
  /** The reason of a rejection, as the owner was told. */
  reason: string | null;
  /** Anything else worth knowing (the boost package and its end). */
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
  }
}

const TONES = {
  ListingSubmitted: 'submitted',
  ListingApproved: 'approved',
  ListingRejected: 'rejected',
  ListingDeleted: 'deleted',
  ListingBoosted: 'boosted',
} as const satisfies Record<ListingHistoryEntry['type'], HistoryLine['tone']>;

function noteOf(entry: ListingHistoryEntry): string | null {
  if (entry.type !== 'ListingBoosted') return null;
  const packageName = entry.package === undefined ? 'A boost' : BOOST_PACKAGES[entry.package].name;
  return entry.until === undefined ? packageName : `${packageName}, until ${pakistanTime(entry.until)}`;
}

/** One event of a listing's moderation history, in the words the timeline shows. */
export function historyLine(entry: ListingHistoryEntry, ownerId: string | null): HistoryLine {
  return {
    title: titleOf(entry),
    tone: TONES[entry.type],
    actorName: nameOf(entry),
    actorRole: roleOf(entry, ownerId),
    reason: entry.reason ?? null,
    note: noteOf(entry),
  };
}
