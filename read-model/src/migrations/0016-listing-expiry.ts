import { sql, type Kysely } from 'kysely';

/**
 * The next public listing to expire, found without reading every row: the search page cache
 * keeps a page until the first moment time alone could change it (an expiry, a boost ending, a
 * NEW badge going), and asks for that moment each time the read tables move.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX listings_public_expiry ON ${sql.table('listings')} (expires_at)
    WHERE status = 'approved' AND NOT deleted AND closed_outcome IS NULL AND expires_at IS NOT NULL`.execute(db);
}
