/**
 * The rent guide and the dashboard state what the log says: generated histories of listings and
 * members are recorded, projected by the real projector and read through the routes, and each
 * figure is compared with the same figure computed straight from the generated events. After a
 * rebuild of the read tables from the log, the routes give the same answers.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOST_PACKAGE_IDS, BOOST_PACKAGES, CURRENCY, type BoostPackageId } from '@kamra/contracts/boost';
import type { KamraEvent, ListingSubmitted } from '@kamra/contracts/events';
import type { ListingKind } from '@kamra/contracts/options';
import type { AdminStats, RentFigures } from '@kamra/contracts/read-models';
import { DAY_MS, pakistanDate, RENT_GUIDE_MIN_LISTINGS, visibleUntil } from '@kamra/contracts/rules';
import { accessorySubmission, roommateSubmission, roomSubmission } from '@kamra/contracts/testing';
import { projections, rebuildReadTables } from '@kamra/projector';
import { HARNESS_ADMIN_EMAIL, startReadServiceHarness, type Person, type ReadServiceHarness } from '../testing/read-service-harness.js';
import { PICTURES } from '../testing/listing-script.js';

const HOUR = 3_600_000;
/** Place names as a seeker types them, and the addresses listed there. */
const PLACES = [
  { location: 'G-11, Islamabad', address: 'Street 1, G-11/2, Islamabad', name: 'G-11', urduName: 'جی 11' },
  { location: 'F-7, Islamabad', address: 'House 4, F-7/3, Islamabad', name: 'F-7', urduName: 'ایف 7' },
  { location: 'Lahore', address: 'Lahore, Punjab', name: 'Lahore', urduName: 'لاہور' },
] as const;
const KINDS: readonly ListingKind[] = ['room', 'roommate', 'accessory'];
const OUTCOMES = ['pending', 'approved', 'rejected', 'deleted', 'closed'] as const;

interface ListingPlan {
  kind: ListingKind;
  place: number;
  amount: number;
  /** Hours before now it was submitted; up to 90 days, so some approvals have expired. */
  submittedHoursAgo: number;
  /** Where between submission and now the decision fell. */
  decidedAfter: number;
  outcome: (typeof OUTCOMES)[number];
  duplicate: boolean;
  reported: boolean;
  priceFlagged: boolean;
  boost: BoostPackageId | null;
}

const listingPlan: fc.Arbitrary<ListingPlan> = fc.record({
  kind: fc.constantFrom(...KINDS),
  place: fc.nat(PLACES.length - 1),
  amount: fc.integer({ min: 1000, max: 60_000 }),
  submittedHoursAgo: fc.integer({ min: 1, max: 90 * 24 }),
  decidedAfter: fc.double({ min: 0, max: 0.99, noNaN: true }),
  outcome: fc.constantFrom(...OUTCOMES, 'approved', 'approved'),
  duplicate: fc.boolean(),
  reported: fc.boolean(),
  priceFlagged: fc.boolean(),
  boost: fc.option(fc.constantFrom(...BOOST_PACKAGE_IDS)),
});

interface Recorded {
  event: KamraEvent;
  at: Date;
  role: 'user' | 'admin' | 'anonymous';
}

let harness: ReadServiceHarness;
let admin: Person;
const recorded: Recorded[] = [];

beforeAll(async () => {
  harness = await startReadServiceHarness();
  admin = await harness.signIn({ name: 'Admin', email: HARNESS_ADMIN_EMAIL });
  // The admin's sign-in made a member too.
  recorded.push({ event: { type: 'UserRegistered', data: { userId: admin.userId, name: 'Admin', email: admin.email, picture: null } }, at: new Date(), role: 'user' });
});
afterAll(async () => {
  await harness.close();
});

function submission(plan: ListingPlan, listingId: string, ownerId: string, submittedAt: Date): ListingSubmitted {
  const base = { listingId, ownerId, submittedAt, address: PLACES[plan.place]?.address ?? 'Lahore', pictures: PICTURES };
  switch (plan.kind) {
    case 'room':
      return roomSubmission(base, { rent: plan.amount });
    case 'roommate':
      return roommateSubmission(base, { rent: plan.amount });
    case 'accessory':
      return accessorySubmission(base, { price: plan.amount });
  }
}

/** The events one planned listing records, each at its instant, as the write side would decide them. */
function eventsOf(plan: ListingPlan, ownerId: string, now: number): Recorded[] {
  const listingId = randomUUID();
  const submittedAt = new Date(now - plan.submittedHoursAgo * HOUR);
  const decidedAt = new Date(submittedAt.getTime() + Math.floor((now - submittedAt.getTime()) * plan.decidedAfter));
  const later = new Date(decidedAt.getTime() + Math.floor((now - decidedAt.getTime()) / 2));
  const events: Recorded[] = [{ event: submission(plan, listingId, ownerId, submittedAt), at: submittedAt, role: 'user' }];
  if (plan.duplicate) {
    events.push({
      event: { type: 'ListingFlaggedAsDuplicate', data: { listingId, picture: 'room1.webp', matchingListingId: randomUUID(), matchingOwnerId: randomUUID(), matchingPicture: 'x.webp', distance: 3 } },
      at: submittedAt, role: 'user',
    });
  }
  if (plan.outcome === 'pending') return events;
  if (plan.outcome === 'rejected') return [...events, { event: { type: 'ListingRejected', data: { listingId, reason: 'Blurry pictures' } }, at: decidedAt, role: 'admin' }];
  events.push({ event: { type: 'ListingApproved', data: { listingId, approvedAt: decidedAt.toISOString() } }, at: decidedAt, role: 'admin' });
  if (plan.priceFlagged) {
    events.push({
      event: { type: 'ListingPriceFlagged', data: { listingId, version: 1, amount: plan.amount, area: 'islamabad/g11', median: plan.amount * 3, count: 12, flaggedAt: decidedAt.toISOString() } },
      at: decidedAt, role: 'anonymous',
    });
  }
  if (plan.reported) {
    events.push({
      event: { type: 'ListingReported', data: { listingId, reporterId: randomUUID(), reason: 'scam', details: null, reportedAt: later.toISOString() } },
      at: later, role: 'user',
    });
  }
  if (plan.boost !== null) {
    const boost = BOOST_PACKAGES[plan.boost];
    events.push({
      event: {
        type: 'ListingBoosted',
        data: { listingId, package: plan.boost, days: boost.days, amount: boost.amount, currency: CURRENCY, until: new Date(later.getTime() + boost.days * DAY_MS).toISOString(), sessionId: `cs_${randomUUID()}` },
      },
      at: later, role: 'anonymous',
    });
  }
  if (plan.outcome === 'deleted') events.push({ event: { type: 'ListingDeleted', data: { listingId, by: 'owner' } }, at: new Date(now - 1000), role: 'user' });
  if (plan.outcome === 'closed') {
    events.push({ event: { type: 'ListingClosed', data: { listingId, outcome: plan.kind === 'accessory' ? 'sold' : 'rented', closedAt: new Date(now - 1000).toISOString() } }, at: new Date(now - 1000), role: 'user' });
  }
  return events;
}

// ---------------------------------------------------------------------------------------------
// The figures straight from the events

interface Folded {
  kind: ListingKind;
  place: number;
  amount: number;
  submittedAt: number;
  status: 'pending' | 'approved' | 'rejected';
  decidedAt: number | null;
  expiresAt: number | null;
  deleted: boolean;
  closed: boolean;
  duplicate: boolean;
  priceFlagged: boolean;
  reports: number;
}

function fold(events: readonly Recorded[]): Map<string, Folded> {
  const listings = new Map<string, Folded>();
  for (const { event, at } of events) {
    if (!event.type.startsWith('Listing')) continue;
    const id = (event.data as { listingId: string }).listingId;
    const listing = listings.get(id);
    switch (event.type) {
      case 'ListingSubmitted': {
        const { data } = event;
        listings.set(id, {
          kind: data.kind, place: PLACES.findIndex((p) => p.address === data.fields.address),
          amount: data.kind === 'accessory' ? data.fields.price : data.fields.rent,
          submittedAt: Date.parse(data.submittedAt), status: 'pending', decidedAt: null, expiresAt: null,
          deleted: false, closed: false, duplicate: false, priceFlagged: false, reports: 0,
        });
        break;
      }
      case 'ListingApproved':
        if (listing) Object.assign(listing, { status: 'approved', decidedAt: at.getTime(), expiresAt: Date.parse(visibleUntil(event.data.approvedAt ?? at)) });
        break;
      case 'ListingRejected':
        if (listing) Object.assign(listing, { status: 'rejected', decidedAt: at.getTime() });
        break;
      case 'ListingDeleted':
        if (listing) Object.assign(listing, { deleted: true, reports: 0 });
        break;
      case 'ListingClosed':
        if (listing) listing.closed = true;
        break;
      case 'ListingFlaggedAsDuplicate':
        if (listing) listing.duplicate = true;
        break;
      case 'ListingPriceFlagged':
        if (listing) listing.priceFlagged = true;
        break;
      case 'ListingReported':
        if (listing) listing.reports += 1;
        break;
      default:
        break;
    }
  }
  return listings;
}

function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const at = (sorted.length - 1) * p;
  const low = sorted[Math.floor(at)] ?? 0;
  const high = sorted[Math.ceil(at)] ?? 0;
  return low + (high - low) * (at - Math.floor(at));
}

const whole = (value: number | null): number | null => (value === null ? null : Math.round(value));

function expectedRent(listings: Map<string, Folded>, kind: ListingKind, place: number, now: number): RentFigures {
  const amounts = [...listings.values()]
    .filter((l) => l.kind === kind && l.place === place && l.status === 'approved' && !l.deleted && !l.closed && (l.expiresAt === null || l.expiresAt > now))
    .map((l) => l.amount)
    .sort((a, b) => a - b);
  const enough = amounts.length >= RENT_GUIDE_MIN_LISTINGS;
  return {
    location: PLACES[place]?.name ?? null,
    locationUrdu: PLACES[place]?.urduName ?? null,
    count: amounts.length,
    p25: enough ? whole(percentile(amounts, 0.25)) : null,
    median: enough ? whole(percentile(amounts, 0.5)) : null,
    p75: enough ? whole(percentile(amounts, 0.75)) : null,
  };
}

function expectedStats(events: readonly Recorded[], now: number): Omit<AdminStats, 'at' | 'flags'> & { flags: { duplicates: number; prices: number } } {
  const listings = fold(events);
  const days = Array.from({ length: 30 }, (_, i) => pakistanDate(now - (29 - i) * DAY_MS));
  const from = Date.parse(`${days[0]}T00:00:00.000Z`) - 5 * HOUR;
  const all = [...listings.values()];
  const decided = all.filter((l) => l.decidedAt !== null && l.decidedAt >= from);
  const waits = decided.map((l) => ((l.decidedAt ?? 0) - l.submittedAt) / 1000).sort((a, b) => a - b);
  const boosts = events.flatMap(({ event, at }) => (event.type === 'ListingBoosted' && at.getTime() >= from ? [event.data] : []));
  const members = events.flatMap(({ event, at }) => (event.type === 'UserRegistered' && at.getTime() >= from ? [pakistanDate(at)] : []));
  return {
    queue: KINDS.map((kind) => {
      const pending = all.filter((l) => l.kind === kind && l.status === 'pending' && !l.deleted);
      const oldest = Math.min(...pending.map((l) => l.submittedAt));
      return { kind, pending: pending.length, oldestSubmittedAt: pending.length === 0 ? null : new Date(oldest).toISOString() };
    }),
    decisionsPerDay: days.map((day) => ({
      day,
      approved: decided.filter((l) => l.status === 'approved' && pakistanDate(l.decidedAt ?? 0) === day).length,
      rejected: decided.filter((l) => l.status === 'rejected' && pakistanDate(l.decidedAt ?? 0) === day).length,
    })),
    timeToDecision: { decisions: decided.length, medianSeconds: whole(percentile(waits, 0.5)), p90Seconds: whole(percentile(waits, 0.9)) },
    openReports: {
      reports: all.filter((l) => !l.deleted).reduce((sum, l) => sum + l.reports, 0),
      listings: all.filter((l) => !l.deleted && l.reports > 0).length,
    },
    flags: {
      duplicates: all.filter((l) => l.duplicate && !l.deleted && l.status !== 'rejected').length,
      prices: all.filter((l) => l.priceFlagged && !l.deleted).length,
    },
    boosts: BOOST_PACKAGE_IDS.map((id) => {
      const sold = boosts.filter((b) => b.package === id);
      return { package: id, sold: sold.length, revenue: sold.reduce((sum, b) => sum + b.amount, 0) };
    }),
    currency: CURRENCY,
    newUsersPerDay: days.map((day) => ({ day, count: members.filter((d) => d === day).length })),
  };
}

// ---------------------------------------------------------------------------------------------

async function get<T>(path: string, token?: string): Promise<T> {
  const response = await harness.request(path, token === undefined ? {} : { token });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

async function expectFiguresOfTheLog(now: number): Promise<void> {
  const listings = fold(recorded);
  for (const kind of KINDS) {
    for (const [place, { location }] of PLACES.entries()) {
      expect(await get<RentFigures>(`/api/insights/rent?kind=${kind}&location=${encodeURIComponent(location)}`)).toEqual(expectedRent(listings, kind, place, now));
    }
  }
  const { at: _at, flags, ...stats } = await get<AdminStats>('/api/admin/stats', admin.token);
  const expected = expectedStats(recorded, now);
  expect({ ...stats, flags: { duplicates: flags.duplicates, prices: flags.prices } }).toEqual(expected);
}

describe('the rent guide and the dashboard', () => {
  it('equal the figures computed from the events, live and after a rebuild from the log', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(listingPlan, { minLength: 5, maxLength: 25 }),
        fc.array(fc.integer({ min: 0, max: 40 * 24 }), { maxLength: 6 }),
        async (plans, memberHoursAgo) => {
          const now = Date.now();
          const owner = randomUUID();
          const batch: Recorded[] = [
            ...memberHoursAgo.map((hours): Recorded => {
              const userId = randomUUID();
              return { event: { type: 'UserRegistered', data: { userId, name: 'Member', email: `${userId}@example.pk`, picture: null } }, at: new Date(now - hours * HOUR), role: 'user' };
            }),
            ...plans.flatMap((plan) => eventsOf(plan, owner, now)),
          ];
          for (const { event, at, role } of batch) {
            await harness.record(event, { id: role === 'admin' ? admin.userId : role === 'user' ? owner : 'system', role }, at);
          }
          recorded.push(...batch);
          await harness.projector.caughtUp();
          await expectFiguresOfTheLog(now);
        },
      ),
      { numRuns: 6 },
    );
    await harness.projector.stop();
    await rebuildReadTables({ pool: harness.database.pool, store: harness.store, projections });
    await expectFiguresOfTheLog(Date.now());
  });
});
