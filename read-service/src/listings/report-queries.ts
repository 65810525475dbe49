/** Reports on the read side: open reports, and the names a duplicate flag points at. */
import { sql } from 'kysely';
import type { ReadDb } from '@kamra/read-model';

/** Open reports per listing, for the listings given. */
export async function openReportCounts(db: ReadDb, listingIds: readonly string[]): Promise<Map<string, number>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('listing_reports')
    .select(['listing_id', sql<string>`count(*)`.as('count')])
    .where('listing_id', 'in', listingIds)
    .groupBy('listing_id')
    .execute();
  return new Map(rows.map((row) => [row.listing_id, Number(row.count)]));
}

export async function userNames(db: ReadDb, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', [...new Set(userIds)]).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

const MOST_REPORTED = 100;

/** Listings with open reports (not deleted), most reported first, then most recently reported. */
export function reportedListings(db: ReadDb) {
  return db
    .selectFrom('listing_reports')
    .innerJoin('listings', 'listings.id', 'listing_reports.listing_id')
    .leftJoin('users', 'users.id', 'listings.owner_id')
    .select([
      'listings.id', 'listings.kind', 'listings.tagline', 'listings.status', 'listings.owner_id', 'users.name as owner_name',
      sql<string>`count(*)`.as('open_reports'),
      sql<Date>`max(${sql.ref('listing_reports.reported_at')})`.as('latest_at'),
    ])
    .where('listings.deleted', '=', false)
    .groupBy(['listings.id', 'listings.kind', 'listings.tagline', 'listings.status', 'listings.owner_id', 'users.name'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`max(${sql.ref('listing_reports.reported_at')})`, 'desc')
    .orderBy('listings.id')
    .limit(MOST_REPORTED)
    .execute();
}

export function openReportsOf(db: ReadDb, listingIds: readonly string[]) {
  if (listingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('listing_reports')
    .leftJoin('users', 'users.id', 'listing_reports.reporter_id')
    .select(['listing_reports.listing_id', 'listing_reports.reporter_id', 'users.name as reporter_name', 'listing_reports.reason', 'listing_reports.details', 'listing_reports.reported_at'])
    .where('listing_reports.listing_id', 'in', listingIds)
    .orderBy('listing_reports.reported_at', 'desc')
    .execute();
}

/** Whether this person has an open report on the listing: they may not report it again until it is dismissed. */
export async function hasOpenReport(db: ReadDb, listingId: string, reporterId: string): Promise<boolean> {
  const row = await db.selectFrom('listing_reports').select('listing_id')
    .where('listing_id', '=', listingId).where('reporter_id', '=', reporterId).executeTakeFirst();
  return row !== undefined;
}
