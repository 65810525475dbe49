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

/** Where a page of reported listings ended: the last one's open reports, latest report (in µs) and id. */
export interface ReportedCursor {
  reports: number;
  latestUs: string;
  id: string;
}

const openReports = sql<string>`count(*)`;
const latestReport = sql<Date>`max(${sql.ref('listing_reports.reported_at')})`;
// The latest report in whole microseconds, as Postgres keeps it: a Date would round it to the
// millisecond, and a page would then repeat or skip listings reported within one.
const latestReportUs = sql<string>`(extract(epoch from max(${sql.ref('listing_reports.reported_at')})) * 1000000)::bigint::text`;

/**
 * Up to `count` listings with open reports (not deleted), most reported first, then most
 * recently reported, then by id; after `after` when given, in that order.
 */
export function reportedListings(db: ReadDb, after: ReportedCursor | null, count: number) {
  return db
    .selectFrom('listing_reports')
    .innerJoin('listings', 'listings.id', 'listing_reports.listing_id')
    .leftJoin('users', 'users.id', 'listings.owner_id')
    .select([
      'listings.id', 'listings.kind', 'listings.tagline', 'listings.status', 'listings.owner_id', 'users.name as owner_name',
      openReports.as('open_reports'), latestReport.as('latest_at'), latestReportUs.as('latest_us'),
    ])
    .where('listings.deleted', '=', false)
    .groupBy(['listings.id', 'listings.kind', 'listings.tagline', 'listings.status', 'listings.owner_id', 'users.name'])
    .$if(after !== null, (qb) => qb.having(sql<boolean>`(${openReports} < ${after?.reports}
      OR (${openReports} = ${after?.reports} AND ${latestReportUs}::bigint < ${after?.latestUs}::bigint)
      OR (${openReports} = ${after?.reports} AND ${latestReportUs}::bigint = ${after?.latestUs}::bigint AND ${sql.ref('listings.id')} > ${after?.id}))`))
    .orderBy(openReports, 'desc')
    .orderBy(latestReport, 'desc')
    .orderBy('listings.id')
    .limit(count)
    .execute();
}

/** A page of `size` reported listings after `after`, and where the next page starts (null on the last). */
export async function reportedListingPage(db: ReadDb, after: ReportedCursor | null, size: number) {
  const rows = await reportedListings(db, after, size + 1);
  const listings = rows.slice(0, size);
  const last = listings.at(-1);
  const next: ReportedCursor | null = rows.length > size && last
    ? { reports: Number(last.open_reports), latestUs: last.latest_us, id: last.id }
    : null;
  return { listings, next };
}

/** How many listings (not deleted) have open reports. */
export async function reportedListingCount(db: ReadDb): Promise<number> {
  const row = await db
    .selectFrom('listing_reports')
    .innerJoin('listings', 'listings.id', 'listing_reports.listing_id')
    .select(sql<string>`count(DISTINCT ${sql.ref('listings.id')})`.as('count'))
    .where('listings.deleted', '=', false)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
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
