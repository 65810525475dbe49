import { sql, type Kysely } from 'kysely';

/**
 * Every statement on listings is planned against every index whose condition it meets, and for
 * most search pages planning costs Postgres as much as running them. Two indexes serve nothing
 * another does not serve better: listings_public_newest is listings_public_open without its
 * `closed_outcome IS NULL`, which every query of public listings asks (publicListingsAt, the
 * search horizon), and listings_city (city, kind) is the head of listings_public_count
 * (kind, city, area), which the rent figures read index-only. Without them Postgres spent 4-5%
 * less CPU on the search mix (2.3-2.4 ms a request against 2.4-2.6 ms, three runs each).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS listings_public_newest`.execute(db);
  await sql`DROP INDEX IF EXISTS listings_city`.execute(db);
}
