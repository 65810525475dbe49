import { sql, type Kysely } from 'kysely';

/**
 * The boosted part of a city's search walks its boosted listings newest first. Along
 * listings_public_city_newest it read every listing of the city until 21 boosted ones turned up
 * (159 pages for rooms in Islamabad); when a filter made the boosted ones look rare, Postgres
 * gathered every boosted listing of the kind through listings_public_boosted and kept the city's
 * (637 pages for accessories named 'set' in Lahore, the mix's most asked search). Keyed by city
 * and holding only boosted listings, this index hands the walk the city's boosted ones alone:
 * 21 and 179 pages. An area's listings are few, so its walk stays on listings_public_area_newest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX listings_public_boosted_city_newest ON ${sql.table('listings')} (kind, city, submitted_at DESC, id DESC)
    WHERE status = 'approved' AND NOT deleted AND boosted_until IS NOT NULL`.execute(db);
}
