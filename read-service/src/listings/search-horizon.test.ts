/**
 * A search page is kept until nextSearchChange: no moment before it may change what search
 * shows by time alone. Random listings go into real read tables (PGlite, and the real Postgres
 * when TEST_DATABASE_URL names one); at every instant from `now` up to the moment returned,
 * each listing is public, boosted and NEW exactly as at `now`, by contracts' own rules.
 */
import fc from 'fast-check';
import { sql, type Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_BADGE_DAYS } from '@kamra/contracts/limits';
import { DAY_MS, isBoosted, isNewListing, isPublicAt } from '@kamra/contracts/rules';
import type { Database } from '@kamra/platform';
import { databaseTargets, openScratchDatabase } from '@kamra/platform/testing';
import { readDb, type ReadDb, type ReadTables } from '@kamra/read-model';
import { migrateReadTables } from '@kamra/read-model/migrations';
import { visibilityOf } from './lifecycle-presenter.js';
import { nextSearchChange } from './search-horizon.js';

const SCHEMA = 'search_horizon_test';
const BASE = Date.parse('2025-06-01T00:00:00.000Z');
const BADGE = NEW_BADGE_DAYS * DAY_MS;
const OFFSETS = [-120_000, -60_000, -1, 0, 1, 60_000, 120_000];
const near = (at: number) => fc.constantFrom(...OFFSETS).map((offset) => new Date(at + offset));

type ListingInsert = Insertable<ReadTables['listings']>;

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
  return {
    id: `listing-${index}`, ...state, owner_id: 'owner',
    rejection_reason: null, fields: {}, pictures: [], profile: {},
    approved_at: null, updated_at: new Date(BASE),
    tagline: 'Room', address: 'G-9, Islamabad', address_key: 'g9islamabad', city: 'islamabad', area: 'islamabad/g9', amount: 15000,
    furnished: false, carpeted: false, internet: false, bills: false, shared_bathroom: false, shared_kitchen: false,
    max_roommate: null, gender: null, occupation: null, age: null, non_smoker: false, no_get_together: false, no_pets: false,
    name: null, name_terms: [], room_type: 'House Room', item_condition: null, closed_at: null, duplicate_of: null,
  };
}

type Row = ListingState;

/** What search shows of a listing at `at`: whether it is listed, boosted, NEW. */
function shown(row: Row, at: number): string {
  const visibility = visibilityOf({ ...row, owner_blocked: false });
  const boostedUntil = row.boosted_until ? new Date(row.boosted_until).toISOString() : null;
  const listed = isPublicAt(visibility, at);
  return `${listed}/${listed && isBoosted({ ...visibility, boostedUntil }, at)}/${listed && isNewListing(row.submitted_at.getTime(), at)}`;
}

describe.each(databaseTargets())('nextSearchChange on %s', (target) => {
  let database: Database;
  let db: ReadDb;

  beforeAll(async () => {
    database = await openScratchDatabase(target);
    await migrateReadTables(database.pool, SCHEMA);
    db = readDb(database.pool, SCHEMA);
  });

  afterAll(async () => {
    await database.close();
  });

  it('answers a moment before which time changes nothing search shows', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(listingState, { minLength: 1, maxLength: 10 }), near(BASE), async (states, now) => {
        await sql`TRUNCATE ${sql.table(`${SCHEMA}.listings`)}`.execute(db);
        await db.insertInto('listings').values(states.map((state, index) => rowOf(index, state))).execute();
        const rows = states;
        const next = (await nextSearchChange(db, now))?.getTime() ?? Infinity;
        expect(next).toBeGreaterThanOrEqual(now.getTime());
        // Every boundary a rule has, and a millisecond either side of it.
        const probes = rows.flatMap((row) => [row.expires_at, row.boosted_until, new Date(row.submitted_at.getTime() + BADGE)])
          .flatMap((at) => (at ? [-1, 0, 1].map((d) => at.getTime() + d) : []))
          .filter((at) => at >= now.getTime() && at < next);
        for (const at of probes) {
          expect(rows.map((row) => shown(row, at))).toEqual(rows.map((row) => shown(row, now.getTime())));
        }
      }),
      { numRuns: 100 },
    );
  });

  it('answers the first boost end, expiry or badge change ahead, and null when none is ahead', async () => {
    await sql`TRUNCATE ${sql.table(`${SCHEMA}.listings`)}`.execute(db);
    const now = new Date(BASE);
    expect(await nextSearchChange(db, now)).toBeNull();
    await db.insertInto('listings').values([
      rowOf(1, { kind: 'room', status: 'approved', deleted: false, closed_outcome: null, expires_at: new Date(BASE + 50_000), boosted_until: null, submitted_at: new Date(BASE - BADGE - 1) }),
      rowOf(2, { kind: 'accessory', status: 'approved', deleted: false, closed_outcome: null, expires_at: null, boosted_until: new Date(BASE + 40_000), submitted_at: new Date(BASE - BADGE - 1) }),
      rowOf(3, { kind: 'roommate', status: 'approved', deleted: false, closed_outcome: null, expires_at: null, boosted_until: null, submitted_at: new Date(BASE - BADGE + 30_000) }),
      // Not public: none of its moments counts.
      rowOf(4, { kind: 'room', status: 'pending', deleted: false, closed_outcome: null, expires_at: new Date(BASE + 1000), boosted_until: new Date(BASE + 1000), submitted_at: new Date(BASE - BADGE + 1000) }),
    ]).execute();
    expect(await nextSearchChange(db, now)).toEqual(new Date(BASE + 30_000));
    expect(await nextSearchChange(db, new Date(BASE + 30_001))).toEqual(new Date(BASE + 40_000));
    expect(await nextSearchChange(db, new Date(BASE + 40_001))).toEqual(new Date(BASE + 50_000));
    expect(await nextSearchChange(db, new Date(BASE + 50_000))).toBeNull();
  });
});
