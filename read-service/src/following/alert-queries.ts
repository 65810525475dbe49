import { z } from 'zod';
import { savedSearchFilterWords, savedSearchTitle } from '@kamra/contracts/queries';
import { formatRupees } from '@kamra/contracts/language';
import { imageRefSchema, mailThumbName, uploadUrl } from '@kamra/contracts/uploads';
import { routePaths, savedSearchRunPath } from '@kamra/contracts/web-paths';
import type { ReadDb } from '@kamra/read-model';
import { listingMatchesSearch } from '../listings/search-listings.js';
import { publicListingsAt } from '../listings/public-listings.js';
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
    .select(['saved_searches.id', 'saved_searches.user_id', 'saved_searches.kind', 'saved_searches.location', 'saved_searches.filters', 'saved_searches.alerts', 'users.email'])
    .where('saved_searches.kind', '=', listing.kind)
    .where('saved_searches.alerts', '<>', 'off')
    .where('saved_searches.created_at', '<=', since)
    .where('users.blocked', '=', false)
    .orderBy('saved_searches.created_at')
    .orderBy('saved_searches.id')
    .execute();
  const matches: { searchId: string; userId: string; email: string; title: string; filters: string[]; alerts: 'instant' | 'daily' }[] = [];
  for (const candidate of candidates) {
    if (candidate.alerts === 'off') continue;
    if (await listingMatchesSearch(db, savedSearchQuery(candidate), listingId, now)) {
      matches.push({
        searchId: candidate.id, userId: candidate.user_id, email: candidate.email, title: savedSearchTitle(candidate),
        filters: savedSearchFilterWords(candidate.filters), alerts: candidate.alerts,
      });
    }
  }
  return matches;
}

/**
 * Who keeps a listing, blocked people left out, and only of a listing they could have seen: one
 * never approved is its owner's alone (favourites of others' were refused, but older ones stay).
 */
export async function keepersOf(db: ReadDb, listingId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('favourites')
    .innerJoin('users', 'users.id', 'favourites.user_id')
    .innerJoin('listings', 'listings.id', 'favourites.listing_id')
    .select('favourites.user_id')
    .where('favourites.listing_id', '=', listingId)
    .where('users.blocked', '=', false)
    .where((eb) => eb.or([eb('listings.status', '=', 'approved'), eb('listings.owner_id', '=', eb.ref('favourites.user_id'))]))
    .orderBy('favourites.user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * Who owns a listing, with the address an owner's notice is mailed to; null for a listing or
 * owner not there, and for a listing its owner has since deleted: a decision about it is no news
 * to them, and its link would open the page of a listing not found.
 */
export async function listingOwner(db: ReadDb, listingId: string): Promise<{ userId: string; email: string; blocked: boolean } | null> {
  const row = await db
    .selectFrom('listings')
    .innerJoin('users', 'users.id', 'listings.owner_id')
    .select(['users.id', 'users.email', 'users.blocked'])
    .where('listings.id', '=', listingId)
    .where('listings.deleted', '=', false)
    .executeTakeFirst();
  return row ? { userId: row.id, email: row.email, blocked: row.blocked } : null;
}

/**
 * Which of `listingIds` everyone may still see at `now` (contracts' isPublicAt): a digest goes
 * out up to a day after its listings were found, and one deleted, closed, expired or of an owner
 * since blocked is not mailed.
 */
export async function publicListingIds(db: ReadDb, listingIds: readonly string[], now: Date): Promise<Set<string>> {
  if (listingIds.length === 0) return new Set();
  const rows = await db.selectFrom('listings').select('id').where('id', 'in', listingIds).where(publicListingsAt(now)).execute();
  return new Set(rows.map((row) => row.id));
}

/** A listing as alerts show it: tagline, place, rent or price, its first picture and its page, as absolute addresses. */
export async function alertListing(db: ReadDb, listingId: string, publicUrl: string) {
  const row = await db.selectFrom('listings').select(['id', 'kind', 'tagline', 'address', 'amount', 'pictures']).where('id', '=', listingId).executeTakeFirst();
  if (!row) return null;
  const pictures = z.array(imageRefSchema).safeParse(row.pictures);
  const first = pictures.success ? pictures.data[0] : undefined;
  const rupees = formatRupees(row.amount, 'en');
  return {
    id: row.id,
    tagline: row.tagline,
    address: row.address,
    amount: row.kind === 'accessory' ? rupees : `${rupees} / month`,
    // JPEG: desktop Outlook shows no WebP.
    pictureUrl: first ? `${publicUrl}${uploadUrl(mailThumbName(first.thumb))}` : null,
    url: `${publicUrl}${routePaths.listing[row.kind].replace(':id', encodeURIComponent(row.id))}`,
  };
}

/**
 * What each daily saved search has to tell since `since`: its listings from search alerts, newest
 * first, for people not blocked. A search whose alerts are instant or off is not in a digest.
 */
export async function dailyDigests(db: ReadDb, since: Date) {
  const rows = await db
    .selectFrom('notifications')
    .innerJoin('saved_searches', 'saved_searches.id', 'notifications.search_id')
    .innerJoin('users', 'users.id', 'notifications.user_id')
    .select(['saved_searches.id', 'saved_searches.user_id', 'saved_searches.kind', 'saved_searches.location', 'saved_searches.filters', 'users.email', 'notifications.listing_id'])
    .where('notifications.type', '=', 'search_match')
    .where('notifications.created_at', '>', since)
    // A search deleted and saved again keeps its id; what was found for it before belongs to the one deleted.
    .whereRef('notifications.created_at', '>=', 'saved_searches.created_at')
    .where('saved_searches.alerts', '=', 'daily')
    .where('users.blocked', '=', false)
    .orderBy('notifications.created_at', 'desc')
    .orderBy('notifications.id', 'desc')
    .execute();
  const bySearch = new Map<string, { searchId: string; userId: string; email: string; title: string; filters: string[]; runPath: string; listingIds: string[] }>();
  for (const row of rows) {
    if (row.listing_id === null) continue;
    const entry = bySearch.get(row.id) ?? {
      searchId: row.id, userId: row.user_id, email: row.email, title: savedSearchTitle(row), filters: savedSearchFilterWords(row.filters),
      runPath: savedSearchRunPath(row), listingIds: [],
    };
    entry.listingIds.push(row.listing_id);
    bySearch.set(row.id, entry);
  }
  return [...bySearch.values()];
}
