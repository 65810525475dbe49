import { sql } from 'kysely';
import type { ListingSearchQuery } from '@kamra/contracts/queries';
import type { ListingCard, Page } from '@kamra/contracts/read-models';
import type { ReadDb } from '@kamra/read-model';
import { decodeCursor, encodeCursor, type ListingCursor, type SortKey } from './listing-cursor.js';
import { presentCard } from './listing-presenter.js';
import { publicListingsAt } from './public-listings.js';
import { CARD_COLUMNS, isoOf, type CardRow } from './listing-row.js';
import { kindFilters, locationFilter } from './search-filters.js';

type Phase = ListingCursor['phase'];
type PhasedRow = CardRow & { phase: number };

const PHASE_RANK: Record<Phase, number> = { boosted: 0, rest: 1 };

/**
 * Approved, live listings matching the query in one phase, newest first, after `after`: one
 * walk along the (kind, submitted_at, id) index, or, for rare address text, the trigram index.
 */
function phaseQuery(db: ReadDb, query: ListingSearchQuery, phase: Phase, boostNow: Date, after: SortKey | null, now: Date) {
  return db
    .selectFrom('listings')
    .select(CARD_COLUMNS)
    .select(sql<number>`${sql.lit(PHASE_RANK[phase])}`.as('phase'))
    .where('kind', '=', query.kind)
    .where(publicListingsAt(now))
    .where((eb) => {
      const where = [...kindFilters(eb, query)];
      const location = locationFilter(eb, query.location);
      if (location) where.push(location);
      where.push(phase === 'boosted'
        ? eb('boosted_until', '>=', boostNow)
        : eb.or([eb('boosted_until', 'is', null), eb('boosted_until', '<', boostNow)]));
      if (after) where.push(sql<boolean>`(${sql.ref('submitted_at')}, ${sql.ref('id')}) < (${after.at}::timestamptz, ${after.id})`);
      return eb.and(where);
    })
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc');
}

/**
 * Up to `count` rows from where the cursor stands, boosted ones first, in one statement: the
 * boosted walk, then the rest walk limited to what the boosted one left of `count`. When the
 * boosted listings fill the page the rest walk's limit is 0 and it never reads a row.
 */
function rowsFrom(db: ReadDb, query: ListingSearchQuery, start: ListingCursor, count: number, now: Date): Promise<PhasedRow[]> {
  const boostNow = new Date(start.now);
  if (start.phase === 'rest') return phaseQuery(db, query, 'rest', boostNow, start.after, now).limit(count).execute();
  return db
    .with('boosted', () => phaseQuery(db, query, 'boosted', boostNow, start.after, now).limit(count))
    .with('rest', () => phaseQuery(db, query, 'rest', boostNow, null, now)
      .limit(sql<number>`(SELECT ${count} - count(*) FROM boosted)`))
    .selectFrom('boosted')
    .selectAll()
    .unionAll((eb) => eb.selectFrom('rest').selectAll())
    .orderBy('phase')
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * GET /api/listings: boosted listings first, then the rest, each newest first. The two parts
 * are walked one after the other, each along the (kind, submitted_at, id) index, and the
 * cursor remembers which part the page ended in.
 */
export async function searchListings(db: ReadDb, query: ListingSearchQuery, now: Date): Promise<Page<ListingCard>> {
  const start: ListingCursor = query.cursor ? decodeCursor(query.cursor) : { phase: 'boosted', after: null, now: now.toISOString() };
  // One row more than the page says whether there is a next page.
  const rows = await rowsFrom(db, query, start, query.limit + 1, now);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last
    ? encodeCursor({ phase: last.phase === PHASE_RANK.boosted ? 'boosted' : 'rest', after: { at: isoOf(last.submitted_at), id: last.id }, now: start.now })
    : null;
  return { items: page.map((row) => presentCard(row, now)), nextCursor };
}
