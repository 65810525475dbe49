import { sql } from 'kysely';
import type { ListingSearchQuery } from '@kamra/contracts/commands';
import type { ListingCard, Page } from '@kamra/contracts/read-models';
import type { ReadDb } from '@kamra/read-model';
import { decodeCursor, encodeCursor, type ListingCursor, type SortKey } from './listing-cursor.js';
import { presentCard } from './listing-presenter.js';
import { isPublicListingRow } from './public-listings.js';
import type { ListingRow } from './listing-row.js';
import { isoOf } from './listing-row.js';
import { kindFilters, locationFilter } from './search-filters.js';

type Phase = ListingCursor['phase'];

/** Approved, live listings matching the query in one phase, newest first, after `after`. */
function pageOfPhase(db: ReadDb, query: ListingSearchQuery, phase: Phase, boostNow: Date, after: SortKey | null, count: number): Promise<ListingRow[]> {
  return db
    .selectFrom('listings')
    .selectAll()
    .where('kind', '=', query.kind)
    .where(isPublicListingRow)
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
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
}

function keyOf(row: ListingRow): SortKey {
  return { at: isoOf(row.submitted_at), id: row.id };
}

/**
 * GET /api/listings: boosted listings first, then the rest, each newest first. The two parts
 * are walked one after the other, each along the (kind, submitted_at, id) index, and the
 * cursor remembers which part the page ended in.
 */
export async function searchListings(db: ReadDb, query: ListingSearchQuery, now: Date): Promise<Page<ListingCard>> {
  const start: ListingCursor = query.cursor ? decodeCursor(query.cursor) : { phase: 'boosted', after: null, now: now.toISOString() };
  const boostNow = new Date(start.now);
  const rows: ListingRow[] = [];
  let phase: Phase = start.phase;
  let after = start.after;
  for (;;) {
    const wanted = query.limit - rows.length;
    const found = await pageOfPhase(db, query, phase, boostNow, after, wanted + 1);
    rows.push(...found.slice(0, wanted));
    const last = rows.at(-1);
    if (found.length > wanted && last) {
      return { items: rows.map((row) => presentCard(row, now)), nextCursor: encodeCursor({ phase, after: keyOf(last), now: start.now }) };
    }
    if (phase === 'rest') return { items: rows.map((row) => presentCard(row, now)), nextCursor: null };
    phase = 'rest';
    after = null;
    if (rows.length === query.limit) {
      // The boosted part filled this page exactly; the next page starts the rest, if any.
      const more = await pageOfPhase(db, query, 'rest', boostNow, null, 1);
      const nextCursor = more.length > 0 ? encodeCursor({ phase: 'rest', after: null, now: start.now }) : null;
      return { items: rows.map((row) => presentCard(row, now)), nextCursor };
    }
  }
}
