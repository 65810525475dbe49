/**
 * The SQL of "public" and contracts' `isPublicAt` must never disagree: a listing search shows
 * is one the detail page shows to a visitor, and one the write side lets a visitor report.
 * Random listing rows of owners blocked or not go into real read tables (PGlite, and the real
 * Postgres when TEST_DATABASE_URL names one), and for a random `now` the rows the SQL selects
 * are exactly those the function calls public, and those the detail's query shows a visitor.
 */
import fc from 'fast-check';
import { sql, type Insertable } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LISTING_STATUSES } from '@kamra/contracts/options';
import { isPublicAt, maySeeListing } from '@kamra/contracts/rules';
import { databaseTargets } from '@kamra/platform/testing';
import type { ReadTables } from '@kamra/read-model';
import { listingRow, scratchReadTables, type ListingInsert } from '../testing/read-table-rows.js';
import { visibilityOf } from './lifecycle-presenter.js';
import { findListing } from './listing-queries.js';
import { publicListingsAt } from './public-listings.js';

const SCHEMA = 'public_listings_test';
const BASE = Date.parse('2025-06-01T00:00:00.000Z');
// Instants a few milliseconds and minutes apart around BASE, so that `now` often equals an
// expiry exactly, the boundary where `>` and `>=` part ways.
const instant = fc.constantFrom(-120_000, -60_000, -1, 0, 1, 60_000, 120_000).map((offset) => new Date(BASE + offset));

type ListingState = Pick<ListingInsert, 'status' | 'deleted' | 'closed_outcome' | 'expires_at' | 'owner_id'>;

// Three owners: one never blocked, one the test blocks or not, and one with no users row at all
// (a listing projected before its owner's registration is not hidden by a block it cannot have).
const OWNERS = ['owner-active', 'owner-maybe-blocked', 'owner-without-row'] as const;

const listingState: fc.Arbitrary<ListingState> = fc.record({
  status: fc.constantFrom(...LISTING_STATUSES),
  deleted: fc.boolean(),
  closed_outcome: fc.constantFrom('rented' as const, 'sold' as const, null),
  expires_at: fc.option(instant, { nil: null }),
  owner_id: fc.constantFrom(...OWNERS),
});

function userOf(id: string, blocked: boolean): Insertable<ReadTables['users']> {
  return { id, name: id, email: `${id}@example.pk`, picture: null, member_since: new Date(BASE), last_signed_in_at: new Date(BASE), blocked };
}

function rowOf(index: number, state: ListingState): ListingInsert {
  return listingRow({ id: `listing-${index}`, ...state }, new Date(BASE));
}

describe.each(databaseTargets())('publicListingsAt (SQL) and isPublicAt (contracts) on %s', (target) => {
  const readTables = scratchReadTables(target, SCHEMA);

  // 150 rounds of writes and reads on PGlite took 19 s in CI: too near the default 30 s on a loaded machine.
  it('select the same listings, for any listing states and any now', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(listingState, { minLength: 1, maxLength: 12 }), fc.boolean(), instant, async (states, blocked, now) => {
        const db = readTables();
        await sql`TRUNCATE ${sql.table(`${SCHEMA}.listings`)}, ${sql.table(`${SCHEMA}.users`)}`.execute(db);
        await db.insertInto('users').values([userOf('owner-active', false), userOf('owner-maybe-blocked', blocked)]).execute();
        const rows = states.map((state, index) => rowOf(index, state));
        await db.insertInto('listings').values(rows).execute();

        const bySql = await db.selectFrom('listings').select('id').where(publicListingsAt(now)).orderBy('id').execute();
        // The rule reads the block as the detail page's query does: the owner's users row, joined.
        const stored = await db.selectFrom('listings').leftJoin('users', 'users.id', 'listings.owner_id')
          .select(['listings.id', 'status', 'deleted', 'closed_outcome', 'expires_at', 'users.blocked as owner_blocked'])
          .orderBy('listings.id').execute();
        const byRule = stored.filter((row) => isPublicAt(visibilityOf(row), now)).map((row) => row.id);
        expect(bySql.map((row) => row.id)).toEqual(byRule);
        // The detail page's own query (a prepared statement) reads the same rows and block.
        const detailed = await Promise.all(rows.map((row) => findListing(db, row.id)));
        const byDetail = detailed.filter((row) => row !== undefined && maySeeListing({ ...visibilityOf(row), ownerId: row.owner_id }, null, now));
        expect(byDetail.map((row) => row?.id).sort()).toEqual([...byRule].sort());
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
