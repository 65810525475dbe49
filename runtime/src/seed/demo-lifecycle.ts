/**
 * A listing's life after approval in the demo data: reports (some dismissed), duplicate flags on pending listings that
 * reuse another owner's picture, listings closed as rented or sold, owners' edits (most waiting
 * for review), and listings approved more than 60 days ago, some expired and some renewed in time.
 */
import { REPORT_REASONS, closeOutcomeOf } from '@kamra/contracts/commands';
import type { ListingEvent, ListingSubmitted } from '@kamra/contracts/events';
import type { ListingFields } from '@kamra/contracts/commands';
import { listingChanges, visibleUntil } from '@kamra/contracts/rules';
import type { DemoStep, DemoUser } from './demo-listings.js';
import type { EventActor } from './listing-events.js';
import type { SeededRandom } from './seeded-random.js';

const DAY = 86_400_000;

/** Adds reports, a dismissal, closing or a renewal to an approved listing's life. */
export function withLifecycle(random: SeededRandom, steps: DemoStep[], users: readonly DemoUser[], admin: EventActor, now: Date): DemoStep[] {
  const first = steps[0];
  const approval = steps.find((step) => step.event.type === 'ListingApproved');
  if (!first || first.event.type !== 'ListingSubmitted' || !approval || steps.some((step) => step.event.type === 'ListingDeleted')) return steps;
  const { listingId, ownerId, kind } = first.event.data;
  const owner: EventActor = { id: ownerId, role: 'user' };
  const between = (from: Date, to: Date) => new Date(from.getTime() + random.next() * Math.max(0, to.getTime() - from.getTime()));
  const extra: DemoStep[] = [];
  const expiresAt = new Date(visibleUntil(approval.at));

  if (expiresAt.getTime() <= now.getTime()) {
    // Approved more than 60 days ago: a third were renewed in their last week, the rest expired.
    if (random.chance(0.35)) {
      const at = new Date(expiresAt.getTime() - random.int(0, 6) * DAY);
      extra.push({ event: { type: 'ListingRenewed', data: { listingId, renewedAt: at.toISOString(), visibleUntil: visibleUntil(at) } }, actor: owner, at });
    }
    return [...steps, ...extra];
  }
  if (random.chance(0.08)) {
    const reporters = new Set<string>();
    for (let n = random.int(1, 4); n > 0; n--) {
      const reporter = random.pick(users);
      if (reporter.id === ownerId || reporters.has(reporter.id)) continue;
      reporters.add(reporter.id);
      const reason = random.pick(REPORT_REASONS);
      const at = between(approval.at, now);
      const details = reason === 'other' ? 'The phone number does not answer and the pictures look copied.' : null;
      extra.push({ event: { type: 'ListingReported', data: { listingId, reporterId: reporter.id, reason, details, reportedAt: at.toISOString() } }, actor: { id: reporter.id, role: 'user' }, at });
    }
    extra.sort((a, b) => a.at.getTime() - b.at.getTime());
    if (extra.length > 0 && random.chance(0.3)) {
      extra.push({ event: { type: 'ListingReportsDismissed', data: { listingId, dismissed: extra.length } }, actor: admin, at: now });
    }
  } else if (random.chance(0.08)) {
    const at = between(approval.at, now);
    extra.push({ event: { type: 'ListingClosed', data: { listingId, outcome: closeOutcomeOf(kind), closedAt: at.toISOString() } }, actor: owner, at });
  } else if (random.chance(0.1)) {
    extra.push(...demoRevision(random, first.event, owner, admin, between(approval.at, now), now));
  }
  return [...steps, ...extra];
}

const REVISION_REJECTIONS = ['The new phone number does not match the lister.', 'The new pictures show a different room.'];

/**
 * The owner changes the rent or price of a live listing (and sometimes the phone). Most such
 * changes still wait, so the admins' queue shows some; the rest were approved or rejected.
 */
function demoRevision(random: SeededRandom, submitted: ListingSubmitted, owner: EventActor, admin: EventActor, at: Date, now: Date): DemoStep[] {
  const { data } = submitted;
  const factor = random.pick([0.9, 0.95, 1.05, 1.1]);
  const phone = random.chance(0.3) ? { phone: `0300-${random.int(1_000_000, 9_999_999)}` } : {};
  const revised: ListingFields = data.kind === 'accessory'
    ? { kind: data.kind, fields: { ...data.fields, price: Math.round(data.fields.price * factor), ...phone } }
    : data.kind === 'room'
      ? { kind: data.kind, fields: { ...data.fields, rent: Math.round(data.fields.rent * factor), ...phone } }
      : { kind: data.kind, fields: { ...data.fields, rent: Math.round(data.fields.rent * factor), ...phone } };
  const content = { pictures: data.pictures, profile: data.profile, ...(data.pictureHashes ? { pictureHashes: data.pictureHashes } : {}) };
  const changes = listingChanges(data, { ...revised, ...content });
  if (changes.length === 0) return [];
  const { listingId } = data;
  const steps: DemoStep[] = [{
    event: { type: 'ListingRevised', data: { ...revised, ...content, listingId, revisedAt: at.toISOString(), besideLive: true, changes } },
    actor: owner, at,
  }];
  const decidedAt = new Date(Math.min(now.getTime(), at.getTime() + 6 * 3_600_000));
  const fate = random.next();
  if (fate < 0.25) {
    steps.push({ event: { type: 'ListingRevisionApproved', data: { ...revised, ...content, listingId, approvedAt: decidedAt.toISOString(), changes } }, actor: admin, at: decidedAt });
  } else if (fate < 0.5) {
    steps.push({ event: { type: 'ListingRevisionRejected', data: { listingId, reason: random.pick(REVISION_REJECTIONS) } }, actor: admin, at: decidedAt });
  }
  return steps;
}

/** Remembers whose listing showed each picture first, to flag pending listings reusing it. */
export class DemoPictureOwners {
  private readonly firstShown = new Map<string, { listingId: string; ownerId: string }>();

  /** A flag for a pending listing (one in four) whose picture another owner's listing showed first. */
  flagFor(random: SeededRandom, steps: readonly DemoStep[]): DemoStep | null {
    const first = steps[0];
    if (!first || first.event.type !== 'ListingSubmitted') return null;
    const { listingId, ownerId, pictures } = first.event.data;
    let flag: ListingEvent | null = null;
    if (steps.length === 1 && random.chance(0.25)) {
      for (const picture of pictures) {
        const earlier = this.firstShown.get(picture.file);
        if (earlier && earlier.ownerId !== ownerId) {
          flag = {
            type: 'ListingFlaggedAsDuplicate',
            data: { listingId, picture: picture.file, matchingListingId: earlier.listingId, matchingOwnerId: earlier.ownerId, matchingPicture: picture.file, distance: 0 },
          };
          break;
        }
      }
    }
    for (const picture of pictures) if (!this.firstShown.has(picture.file)) this.firstShown.set(picture.file, { listingId, ownerId });
    return flag === null ? null : { event: flag, actor: first.actor, at: first.at };
  }
}
