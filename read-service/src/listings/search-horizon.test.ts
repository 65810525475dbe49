/**
 * A search page is kept until its kind's moment in nextSearchChange and the first of its own
 * badges to go (newBadgeEnds): no moment before those may change what it shows by time alone.
 * Random listings go into real read tables (PGlite, and the real Postgres when
 * TEST_DATABASE_URL names one); at every instant from `now` up to a kind's moment, each listing
 * of the kind is public and boosted exactly as at `now`, and up to newBadgeEnds each of a page's
 * listings is NEW exactly as at `now`, by contracts' own rules.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { NEW_BADGE_DAYS } from '@kamra/contracts/limits';
import { DAY_MS, isBoosted, isNewListing, isPublicAt } from '@kamra/contracts/rules';
import { databaseTargets } from '@kamra/platform/testing';
import { listingRow, scratchReadTables, type ListingInsert } from '../testing/read-table-rows.js';
import { visibilityOf } from './lifecycle-presenter.js';
import { newBadgeEnds, nextSearchChange } from './search-horizon.js';

const SCHEMA = 'search_horizon_test';
const BASE = Date.parse('2025-06-01T00:00:00.000Z');
const BADGE = NEW_BADGE_DAYS * DAY_MS;
const OFFSETS = [-120_000, -60_000, -1, 0, 1, 60_000, 120_000];
const near = (at: number) => fc.constantFrom(...OFFSETS).map((offset) => new Date(at + offset));


const listingState = fc.record({
  kind: fc.constantFrom('room' as const, 'roommate' as const, 'accessory' as const),
  status: fc.constantFrom('approved' as const, 'approved' as const, 'pending' as const),
  deleted: fc.boolean(),
  closed_outcome: fc.constantFrom('rented' as const, null, null),
  expires_at: fc.option(near(BASE), { nil: null }),
  boosted_until: fc.option(near(BASE), { nil: null }),
  // Around the moment the NEW badge goes, as seen from BASE.
  submitted_at: near(BASE - BADGE),
});

type ListingState = typeof listingState extends fc.Arbitrary<infer T> ? T : never;

function rowOf(index: number, state: ListingState): ListingInsert {
  return listingRow({ id: `listing-${index}`, ...state, owner_id: 'owner' }, new Date(BASE));
}

type Row = ListingState;

/** What a search of the listing's kind finds of it at `at`: whether it is listed, and boosted. */
function found(row: Row, at: number): string {
  const visibility = visibilityOf({ ...row, owner_blocked: false });
  const boostedUntil = row.boosted_until ? new Date(row.boosted_until).toISOString() : null;
  const listed = isPublicAt(visibility, at);
  return `${listed}/${listed && isBoosted({ ...visibility, boostedUntil }, at)}`;
}

/** Every boundary a rule has, and a millisecond either side of it. */
const aroundEach = (moments: ReadonlyArray<Date | null>) =>
  moments.flatMap((at) => (at ? [-1, 0, 1].map((d) => at.getTime() + d) : []));

describe('newBadgeEnds', () => {
  it('answers a moment before which no badge of the page goes, and null when none shows one', () => {
    fc.assert(
      fc.property(fc.array(near(BASE - BADGE), { maxLength: 10 }), near(BASE), (submitted, now) => {
        const ends = newBadgeEnds(submitted, now)?.getTime() ?? Infinity;
        expect(ends).toBeGreaterThanOrEqual(now.getTime());
        const isNew = (at: number) => submitted.map((posted) => isNewListing(posted.getTime(), at));
        const probes = aroundEach(submitted.map((posted) => new Date(posted.getTime() + BADGE))).filter((at) => at >= now.getTime() && at < ends);
        for (const at of probes) expect(isNew(at)).toEqual(isNew(now.getTime()));
        if (ends !== Infinity) expect(isNew(ends + 1)).not.toEqual(isNew(now.getTime()));
      }),
      { numRuns: 200 },
    );
  });
});

describe.each(databaseTargets())('nextSearchChange on %s', (target) => {
  const readTables = scratchReadTables(target, SCHEMA);

  it('answers, per kind, a moment before which time changes nothing a search of that kind finds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(listingState, { minLength: 1, maxLength: 10 }), near(BASE), async (states, now) => {
        const db = readTables();
        await sql`TRUNCATE ${sql.table(`${SCHEMA}.listings`)}`.execute(db);
        await db.insertInto('listings').values(states.map((state, index) => rowOf(index, state))).execute();
        const horizon = await nextSearchChange(db, now);
        for (const kind of ['room', 'roommate', 'accessory'] as const) {
          const rows = states.filter((row) => row.kind === kind);
          const next = horizon[kind]?.getTime() ?? Infinity;
          expect(next).toBeGreaterThanOrEqual(now.getTime());
          const probes = aroundEach(rows.flatMap((row) => [row.expires_at, row.boosted_until])).filter((at) => at >= now.getTime() && at < next);
          for (const at of probes) {
            expect(rows.map((row) => found(row, at))).toEqual(rows.map((row) => found(row, now.getTime())));
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('answers each kind its first boost end or expiry ahead, and null when none is ahead', async () => {
    const db = readTables();
    await sql`TRUNCATE ${sql.table(`${SCHEMA}.listings`)}`.execute(db);
    const now = new Date(BASE);
    const none = { room: null, roommate: null, accessory: null };
    expect(await nextSearchChange(db, now)).toEqual(none);
    await db.insertInto('listings').values([
      rowOf(1, { kind: 'room', status: 'approved', deleted: false, closed_outcome: null, expires_at: new Date(BASE + 50_000), boosted_until: new Date(BASE + 60_000), submitted_at: new Date(BASE - BADGE - 1) }),
      rowOf(2, { kind: 'accessory', status: 'approved', deleted: false, closed_outcome: null, expires_at: null, boosted_until: new Date(BASE + 40_000), submitted_at: new Date(BASE - BADGE - 1) }),
      // A badge going is the page's own moment (newBadgeEnds), not its kind's.
      rowOf(3, { kind: 'roommate', status: 'approved', deleted: false, closed_outcome: null, expires_at: null, boosted_until: null, submitted_at: new Date(BASE - BADGE + 30_000) }),
      // Not public: none of its moments counts.
      rowOf(4, { kind: 'room', status: 'pending', deleted: false, closed_outcome: null, expires_at: new Date(BASE + 1000), boosted_until: new Date(BASE + 1000), submitted_at: new Date(BASE - BADGE + 1000) }),
    ]).execute();
    expect(await nextSearchChange(db, now)).toEqual({ room: new Date(BASE + 50_000), roommate: null, accessory: new Date(BASE + 40_000) });
    expect(await nextSearchChange(db, new Date(BASE + 50_001))).toEqual({ ...none, room: new Date(BASE + 60_000) });
    expect(await nextSearchChange(db, new Date(BASE + 60_001))).toEqual(none);
    expect(newBadgeEnds([new Date(BASE - BADGE + 30_000), new Date(BASE - BADGE - 1)], now)).toEqual(new Date(BASE + 30_000));
  });
});
