import { savedSearchTitle } from '@kamra/contracts/queries';
import type { ReadDb } from '@kamra/read-model';
import { listingMatchesSearch } from '../listings/search-listings.js';
import { savedSearchQuery } from './following-queries.js';

/**
 * Saved searches with alerts on, of people not blocked, saved by `since`, whose results hold the
 * listing at `now`: by search's own rule (listingMatchesSearch), so an alert never names a
 * listing the same search would not show.
 */
export async function searchesMatching(db: ReadDb, listingId: string, since: Date, now: Date) {
  const listing = await db.selectFrom('listings').select('kind').where('id', '=', listingId).executeTakeFirst();
  if (!listing) return [];
  const candidates = await db
    .selectFrom('saved_searches')
    .innerJoin('users', 'users.id', 'saved_searches.user_id')
    .select(['saved_searches.id', 'saved_searches.user_id', 'saved_searches.kind', 'saved_searches.location', 'saved_searches.filters'])
    .where('saved_searches.kind', '=', listing.kind)
    .where('saved_searches.alerts', '<>', 'off')
    .where('saved_searches.created_at', '<=', since)
    .where('users.blocked', '=', false)
    .orderBy('saved_searches.seq')
    .execute();
  const matches: { searchId: string; userId: string; title: string }[] = [];
  for (const candidate of candidates) {
    if (await listingMatchesSearch(db, savedSearchQuery(candidate), listingId, now)) {
      matches.push({ searchId: candidate.id, userId: candidate.user_id, title: savedSearchTitle(candidate) });
    }
  }
  return matches;
}

/** Who keeps a listing, blocked people left out. */
export async function keepersOf(db: ReadDb, listingId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('favourites')
    .innerJoin('users', 'users.id', 'favourites.user_id')
    .select('favourites.user_id')
    .where('favourites.listing_id', '=', listingId)
    .where('users.blocked', '=', false)
    .orderBy('favourites.seq')
    .execute();
  return rows.map((row) => row.user_id);
}

/** A listing as a notification names it: its tagline, place and rent or price. */
export async function describeListing(db: ReadDb, listingId: string): Promise<string | null> {
  const row = await db.selectFrom('listings').select(['tagline', 'address', 'amount']).where('id', '=', listingId).executeTakeFirst();
  if (!row) return null;
  return `${row.tagline}, ${row.address}, Rs ${row.amount.toLocaleString('en-PK')}`;
}
