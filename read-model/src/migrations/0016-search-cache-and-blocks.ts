import { sql, type Kysely } from 'kysely';

/**
 * Two small indexes for public search.
 * - The next public listing to expire, found without reading every row: the search page cache
 *   keeps a page until the first moment time alone could change it (an expiry, a boost ending,
 *   a NEW badge going), and asks for that moment each time the read tables move.
 * - The blocked users: every public query leaves out their listings (publicListingsAt). Without
 *   this index Postgres found none by reading the whole users table (5 ms at 20,000 users) or
 *   by one primary-key probe per listing read; with it, the anti-join reads a near-empty index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX listings_public_expiry ON ${sql.table('listings')} (expires_at)
    WHERE status = 'approved' AND NOT deleted AND closed_outcome IS NULL AND expires_at IS NOT NULL`.execute(db);
  await sql`CREATE INDEX users_blocked ON ${sql.table('users')} (id) WHERE blocked`.execute(db);
}
