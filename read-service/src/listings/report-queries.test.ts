/**
 * The Reports section pages through every reported listing: pages read one after another, by
 * the cursor each gives, hold exactly the listings one long read holds, in its order (most
 * reported, then the latest report, then id), even when reports fall within one millisecond.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseTargets } from '@kamra/platform/testing';
import { listingRow, scratchReadTables } from '../testing/read-table-rows.js';
import { reportedListingCount, reportedListingPage, type ReportedCursor } from './report-queries.js';

const SCHEMA = 'report_pages_test';
const BASE = Date.parse('2025-06-01T00:00:00.000Z');

/** A reported listing: how many reports, each at BASE plus a few microseconds (so many share a millisecond). */
const reported = fc.record({
  deleted: fc.boolean(),
  reports: fc.array(fc.integer({ min: 0, max: 2_500 }), { minLength: 1, maxLength: 3 }),
});

describe.each(databaseTargets())('pages of reported listings on %s', (target) => {
  const readTables = scratchReadTables(target, SCHEMA);

  it('hold every listing with open reports once, in the order of one long read, whatever the page size', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(reported, { minLength: 0, maxLength: 14 }), fc.integer({ min: 1, max: 4 }), async (listings, size) => {
        const db = readTables();
        await sql`TRUNCATE ${sql.table(`${SCHEMA}.listings`)}, ${sql.table(`${SCHEMA}.listing_reports`)}`.execute(db);
        if (listings.length > 0) {
          await db.insertInto('listings').values(listings.map((listing, i) => listingRow({ id: `listing-${String(i).padStart(2, '0')}`, deleted: listing.deleted }, new Date(BASE)))).execute();
          const reports = listings.flatMap((listing, i) => listing.reports.map((offsetUs, n) => ({
            listing_id: `listing-${String(i).padStart(2, '0')}`, reporter_id: `reporter-${n}`, reason: 'scam', details: null,
            reported_at: sql<Date>`${new Date(BASE).toISOString()}::timestamptz + make_interval(secs => ${offsetUs}::float8 / 1000000)`,
          })));
          await db.insertInto('listing_reports').values(reports).execute();
        }
        const whole = (await reportedListingPage(db, null, 1_000)).listings.map((row) => row.id);
        const paged: string[] = [];
        let after: ReportedCursor | null = null;
        for (let page = 0; page < 100; page++) {
          const { listings: rows, next } = await reportedListingPage(db, after, size);
          paged.push(...rows.map((row) => row.id));
          if (next === null) break;
          after = next;
        }
        expect(paged).toEqual(whole);
        const open = listings.flatMap((listing, i) => (listing.deleted ? [] : [`listing-${String(i).padStart(2, '0')}`]));
        expect([...whole].sort()).toEqual(open);
        expect(await reportedListingCount(db)).toBe(open.length);
      }),
      { numRuns: 40 },
    );
  });
});
