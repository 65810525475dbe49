/**
 * A page read ahead (searchListingPages with readAhead) is kept by the page cache under its
 * cursor's key and answered for it, so it must be the very page that cursor reads. Random
 * listings go into real read tables (PGlite, and the real Postgres when TEST_DATABASE_URL names
 * one): boosted and not, in an area, elsewhere in its city, in another city; every page of a
 * walk, in each order, an area's two parts included. And both are kept until the kind's moment
 * in the search horizon or the first of their badges to go, so up to then a query must show the
 * same cards.
 */
import fc from 'fast-check';
import { sql, type Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingSearchQuerySchema } from '@kamra/contracts/queries';
import type { Database } from '@kamra/platform';
import { databaseTargets, openScratchDatabase } from '@kamra/platform/testing';
import { ASKS_BEFORE_NAMING, readDb, type ReadDb, type ReadTables } from '@kamra/read-model';
import { migrateReadTables } from '@kamra/read-model/migrations';
import { addressSearchKey } from '@kamra/read-model/places';
import type { ListingSearchPage } from '@kamra/contracts/read-models';
import { decodeCursor, encodeCursor } from './listing-cursor.js';
import { nextSearchChange } from './search-horizon.js';
import { addressContains, addressContainsByRow } from './search-filters.js';
import { searchListingPages, searchListings } from './search-listings.js';
import { shapesKept } from './search-statements.js';

const SCHEMA = 'search_read_ahead_test';
const NOW = new Date('2025-06-01T00:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

const PLACES = [
  { address: 'Street 3, G-9, Islamabad', address_key: 'street3g9islamabad', city: 'islamabad', area: 'islamabad/g9' },
  { address: 'F-7 Markaz, Islamabad', address_key: 'f7markazislamabad', city: 'islamabad', area: 'islamabad/f7' },
  { address: 'Near Faisal Mosque, Islamabad', address_key: 'nearfaisalmosqueislamabad', city: 'islamabad', area: null },
  { address: 'Gulberg III, Lahore', address_key: 'gulbergiiilahore', city: 'lahore', area: 'lahore/gulberg' },
] as const;

const listing = fc.record({
  place: fc.constantFrom(...PLACES),
  // Few distinct instants and amounts, so ties fall to the id.
  daysAgo: fc.integer({ min: 0, max: 5 }),
  amount: fc.constantFrom(10000, 15000, 20000),
  // A boost that ended, ends at the very moment asked, or goes on.
  boost: fc.constantFrom('none', 'ended', 'endsNow', 'active'),
  furnished: fc.boolean(),
});

type Listing = typeof listing extends fc.Arbitrary<infer T> ? T : never;

const BOOST_ENDS: Record<Listing['boost'], Date | null> = {
  none: null, ended: new Date(NOW.getTime() - DAY), endsNow: NOW, active: new Date(NOW.getTime() + DAY),
};

/** Ids as the write side makes them (a cursor carries one); in order of the index. */
const idOf = (index: number): string => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

function rowOf(index: number, state: Listing): Insertable<ReadTables['listings']> {
  return {
    id: idOf(index), kind: 'room', status: 'approved', deleted: false, closed_outcome: null,
    expires_at: null, boosted_until: BOOST_ENDS[state.boost],
    submitted_at: new Date(NOW.getTime() - state.daysAgo * DAY), owner_id: 'owner',
    // jsonb: an array as JSON text (node-postgres would send a JS array as a Postgres array).
    rejection_reason: null, fields: {}, pictures: JSON.stringify([{ file: `room${index}.webp`, thumb: `room${index}-400.webp`, width: 800, height: 600 }]), profile: {}, approved_at: null, updated_at: NOW,
    tagline: `Room ${index}`, ...state.place, amount: state.amount,
    furnished: state.furnished, carpeted: false, internet: false, bills: false, shared_bathroom: false, shared_kitchen: false,
    max_roommate: null, gender: null, occupation: null, age: null, non_smoker: false, no_get_together: false, no_pets: false,
    name: null, name_terms: [], room_type: 'House Room', item_condition: null, closed_at: null, duplicate_of: null,
  };
}

/** What a page shows; its cursor carries the moment it was read at, which a later read of it would not. */
const shownOf = (page: ListingSearchPage | undefined) => page && { ...page, nextCursor: page.nextCursor !== null };

const LATER = new Date(NOW.getTime() + 2 * DAY);

/** Any cursor the schema takes: its part, phase and key (one listing's, in either order's shape) and a count. */
const forgedCursor = fc.record({
  tier: fc.constantFrom(0, 1),
  phase: fc.constantFrom('boosted' as const, 'rest' as const),
  key: fc.option(fc.nat({ max: 13 }), { nil: null }),
  total: fc.constantFrom(0, 3, 5000),
});

const search = fc.record({
  location: fc.constantFrom('all', 'Islamabad', 'G-9, Islamabad', 'street 3', 'faisal mosque'),
  sort: fc.constantFrom('newest', 'price_asc', 'price_desc'),
  limit: fc.integer({ min: 1, max: 4 }),
  furnished: fc.constantFrom(undefined, 'true'),
});

/** A search of rooms as its URL's parameters. */
function paramsOf(asked: typeof search extends fc.Arbitrary<infer T> ? T : never): Record<string, string> {
  const params: Record<string, string> = { kind: 'room', location: asked.location, sort: asked.sort, limit: String(asked.limit) };
  if (asked.furnished) params.furnished = asked.furnished;
  return params;
}

describe.each(databaseTargets())('a search page read ahead on %s', (target) => {
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

  /** The read table holding these listings and no others. */
  async function holding(listings: Listing[]): Promise<void> {
    await sql`TRUNCATE ${sql.table(`${SCHEMA}.listings`)}`.execute(db);
    if (listings.length > 0) await db.insertInto('listings').values(listings.map((state, index) => rowOf(index, state))).execute();
  }

  // First, while the pool has named none of this file's searches: the 64 it names are then this test's.
  it('reads the same pages from named statements as from statements planned for their values', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(listing, { minLength: 0, maxLength: 14 }), search, async (listings, asked) => {
        await holding(listings);
        const params = paramsOf(asked);
        let cursor: string | null = null;
        let pages = 0;
        do {
          const query = listingSearchQuerySchema.parse(cursor ? { ...params, cursor } : params);
          const planned = await searchListingPages(db, query, NOW, { readAhead: true, named: false, shaped: false });
          // Named from its third ask; Postgres may plan it for any parameters from its sixth run.
          for (let ask = 0; ask < ASKS_BEFORE_NAMING + 6; ask++) {
            const named = await searchListingPages(db, query, NOW, { readAhead: true });
            expect(named.page).toEqual(planned.page);
            expect(named.next?.()).toEqual(planned.next?.());
          }
          cursor = planned.page.nextCursor;
        } while (cursor !== null && ++pages < 20);
      }),
      { numRuns: 25 },
    );
    // Not vacuous: searches were named (asked one at a time, the pool hands out one connection).
    const named = await sql<{ count: string }>`SELECT count(*) FROM pg_prepared_statements WHERE statement LIKE ${`%"${SCHEMA}"."listings"%`}`.execute(db);
    expect(Number(named.rows[0]?.count)).toBeGreaterThan(0);
  });

  it('reads the same pages from statements built once per shape as from statements built for each ask, at any moment', async () => {
    // Its own ReadDb, so that its shapes are made from its own asks, which come at other moments.
    const shapedDb = readDb(database.pool, SCHEMA);
    // Listings that expire around the moments asked, so the clock changes what is public.
    const expiring = fc.array(fc.record({ state: listing, expiresIn: fc.option(fc.integer({ min: -DAY, max: 3 * DAY }), { nil: null }) }), { maxLength: 14 });
    // Each walk at several moments, around the boosts' ends, so a shape is asked again with other values.
    const moments = fc.array(fc.integer({ min: -2 * DAY, max: 2 * DAY }), { minLength: 3, maxLength: 3 });
    await fc.assert(
      fc.asyncProperty(expiring, search, moments, async (listings, asked, offsets) => {
        await sql`TRUNCATE ${sql.table(`${SCHEMA}.listings`)}`.execute(db);
        if (listings.length > 0) {
          await db.insertInto('listings').values(listings.map(({ state, expiresIn }, index) => ({
            ...rowOf(index, state), expires_at: expiresIn === null ? null : new Date(NOW.getTime() + expiresIn),
          }))).execute();
        }
        const params = paramsOf(asked);
        // Read from the matches, and walked (a cap of one: anything that matches reaches it).
        for (const countCap of [undefined, 1]) {
          for (const offset of offsets) {
            let cursor: string | null = null;
            let pages = 0;
            do {
              // Each page asked half a day after the one before: the clock passes boosts' ends while the
              // cursor keeps the moment of the first page, which says what counts as boosted.
              const at = new Date(NOW.getTime() + offset + pages * DAY / 2);
              const query = listingSearchQuerySchema.parse(cursor ? { ...params, cursor } : params);
              // Asked once first: a search found to reach the cap is walked from then on, by both.
              await searchListingPages(shapedDb, query, at, { readAhead: true, countCap, shaped: false });
              const built = await searchListingPages(shapedDb, query, at, { readAhead: true, countCap, shaped: false });
              const shaped = await searchListingPages(shapedDb, query, at, { readAhead: true, countCap });
              expect(shaped.page).toEqual(built.page);
              expect(shaped.next?.()).toEqual(built.next?.());
              cursor = built.page.nextCursor;
            } while (cursor !== null && ++pages < 20);
          }
        }
      }),
      { numRuns: 40 },
    );
    // Not vacuous: shapes were asked often enough to be filled in, and none had to be built each time.
    const kept = shapesKept(shapedDb);
    expect(kept.templates).toBeGreaterThan(10);
    expect(kept.filled).toBeGreaterThan(50);
    expect(kept.builtEachTime).toBe(0);
  });

  it('is the page its cursor reads, at every step of a walk', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(listing, { minLength: 0, maxLength: 14 }), search, async (listings, asked) => {
        await holding(listings);
        const roomsChange = (await nextSearchChange(db, NOW)).room?.getTime() ?? Infinity;
        const params = paramsOf(asked);
        let cursor: string | undefined;
        let pages = 0;
        do {
          const query = listingSearchQuerySchema.parse(cursor ? { ...params, cursor } : params);
          const { page, next, badgeEnds } = await searchListingPages(db, query, NOW, { readAhead: true });
          expect(page).toEqual(await searchListings(db, query, NOW));
          // The last instant the page cache keeps the pages for (the changes are one-way, so any
          // change before it would still show then).
          const lastKept = Math.min(roomsChange, badgeEnds?.getTime() ?? Infinity, NOW.getTime() + 10 * DAY) - 1;
          if (lastKept >= NOW.getTime()) {
            expect(shownOf(await searchListings(db, query, new Date(lastKept)))).toEqual(shownOf(page));
            if (next && page.nextCursor) {
              const later = await searchListings(db, listingSearchQuerySchema.parse({ ...params, cursor: page.nextCursor }), new Date(lastKept));
              expect(shownOf(later)).toEqual(shownOf(next()));
            }
          }
          cursor = page.nextCursor ?? undefined;
          if (!cursor) {
            expect(next).toBeNull();
            break;
          }
          const following = await searchListings(db, listingSearchQuerySchema.parse({ ...params, cursor }), NOW);
          expect(JSON.stringify(next?.())).toBe(JSON.stringify(following));
          pages++;
        } while (pages < 20);
      }),
      { numRuns: 60 },
    );
  });

  it('is the page the walk reads when read from its matches, at every step, with their exact counts', async () => {
    const position = (cursor: string | null) => cursor && (({ tier, phase, after }) => ({ tier, phase, after }))(decodeCursor(cursor));
    await fc.assert(
      fc.asyncProperty(fc.array(listing, { minLength: 0, maxLength: 14 }), search, forgedCursor, async (listings, asked, forged) => {
        await holding(listings);
        const params = paramsOf(asked);
        // Fewer than the cap match, so every page comes from its matches; with a cap of one,
        // anything that matches reaches it, and every page is walked.
        // Later pages are asked two days on, when the boosts the first page saw have ended.
        const pagesOf = async (countCap?: number) => {
          const pages = [];
          let cursor: string | null = null;
          do {
            const query = listingSearchQuerySchema.parse(cursor ? { ...params, cursor } : params);
            const { page, next, badgeEnds } = await searchListingPages(db, query, cursor ? LATER : NOW, { readAhead: true, countCap });
            pages.push({ items: page.items, position: position(page.nextCursor), ahead: next?.().items, badgeEnds, total: page.total, place: page.place });
            cursor = page.nextCursor;
          } while (cursor !== null && pages.length < 20);
          return pages;
        };
        const fromMatches = await pagesOf();
        const walked = await pagesOf(1);
        const shown = (pages: typeof walked) => pages.map(({ items, position, ahead, badgeEnds }) => ({ items, position, ahead, badgeEnds }));
        expect(shown(fromMatches)).toEqual(shown(walked));
        // Asked again, a search that reached the cap is walked and counted in one statement.
        expect(shown(await pagesOf(1))).toEqual(shown(walked));
        // Every page of the walk, counted: what the first page says matches.
        const all = fromMatches.flatMap((page) => page.items);
        const first = fromMatches[0];
        expect(first?.total).toBe(all.length);
        expect(first?.place?.areaTotal ?? null).toBe(first?.place?.area ? all.filter((item) => item.match === 'area').length : null);
        // A cursor a client made up is read the same both ways, or refused both ways.
        const made = forged.key === null || listings.length === 0 ? null : rowOf(forged.key % listings.length, listings[forged.key % listings.length] as Listing);
        const after = made && (asked.sort === 'newest' ? { at: (made.submitted_at as Date).toISOString(), id: made.id as string } : { amount: made.amount as number, id: made.id as string });
        const cursor = encodeCursor({ tier: forged.tier, phase: forged.phase, after, now: NOW.toISOString(), total: forged.total, areaTotal: null });
        const read = (countCap?: number) => searchListingPages(db, listingSearchQuerySchema.parse({ ...params, cursor }), NOW, { countCap })
          .then(({ page }) => page.items, (error: Error) => error.message);
        expect(await read()).toEqual(await read(1));
      }),
      { numRuns: 60 },
    );
  });

  it('counts a search that reached the cap afresh, and exactly once it falls below', async () => {
    await holding([0, 1, 2].map((index) => ({ place: PLACES[0], daysAgo: index, amount: 10000, boost: 'none', furnished: false })));
    const query = listingSearchQuerySchema.parse({ kind: 'room', location: 'street 3' });
    const totalOf = async () => (await searchListingPages(db, query, NOW, { countCap: 2 })).page.total;
    expect(await totalOf()).toBe(2);
    await db.deleteFrom('listings').where('id', '=', idOf(0)).execute();
    expect(await totalOf()).toBe(2);
    await db.deleteFrom('listings').where('id', '=', idOf(1)).execute();
    expect(await totalOf()).toBe(1);
    expect(await totalOf()).toBe(1);
    await db.deleteFrom('listings').execute();
    expect(await totalOf()).toBe(0);
  });

  it('finds by row the addresses the index finds, whatever is typed', async () => {
    // Letters with and without accents, Urdu, digits, spaces, punctuation and LIKE's wildcards.
    const letter = fc.constantFrom(...'aeg1 3-,%_\\éÉلاہور'.split(''));
    const text = fc.string({ unit: letter, maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 8 }), text, fc.nat(), fc.nat(), fc.boolean(), async (addresses, other, from, to, own) => {
        // Part of one of the addresses as typed, or any text.
        const address = addresses[from % addresses.length] ?? '';
        const typed = own ? address.slice(from % (address.length + 1), to % (address.length + 1)) : other;
        await sql`TRUNCATE ${sql.table(`${SCHEMA}.listings`)}`.execute(db);
        await db.insertInto('listings').values(addresses.map((address, index) => ({
          ...rowOf(index, { place: PLACES[0], daysAgo: 0, amount: 10000, boost: 'none', furnished: false }),
          address, address_key: addressSearchKey(address),
        }))).execute();
        const found = async (where: typeof addressContains) =>
          (await db.selectFrom('listings').select('id').where((eb) => where(eb, typed)).orderBy('id').execute()).map((row) => row.id);
        expect(await found(addressContainsByRow)).toEqual(await found(addressContains));
      }),
      { numRuns: 60 },
    );
  });

  it('reads nothing ahead unless asked', async () => {
    await holding([0, 1, 2].map((index) => ({ place: PLACES[0], daysAgo: index, amount: 10000, boost: 'none', furnished: false })));
    const query = listingSearchQuerySchema.parse({ kind: 'room', limit: '1' });
    const { page, next } = await searchListingPages(db, query, NOW);
    expect(page.items.map((item) => item.id)).toEqual([idOf(0)]);
    expect(page.nextCursor).not.toBeNull();
    expect(next).toBeNull();
  });
});
