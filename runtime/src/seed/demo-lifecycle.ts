/**
 * A listing's life after approval in the demo data: reports (some dismissed), duplicate flags on pending listings that
 * reuse another owner's picture, listings closed as rented or sold, and listings approved more
 * than 60 days ago, some expired and some renewed in time.
 */
import { REPORT_REASONS, closeOutcomeOf } from '@kamra/contracts/commands';
import type { ListingEvent } from '@kamra/contracts/events';
import { visibleUntil } from '@kamra/contracts/rules';
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
  }
  return [...steps, ...extra];
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
