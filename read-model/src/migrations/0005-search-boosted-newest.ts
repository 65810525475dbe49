import { sql, type Kysely } from 'kysely';

/**
 * The boosted part of a search page walks boosted listings of one kind newest first. With only
 * (kind, boosted_until) the server gathered every boosted listing of the kind and sorted them
 * on each request (a few thousand at 100k listings); this index lets the page stop after its
 * 21 rows, as the rest of the search does along listings_public_newest (EXPLAIN in bench/README.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX listings_public_boosted_newest ON ${sql.table('listings')} (kind, submitted_at DESC, id DESC)
    WHERE status = 'approved' AND NOT deleted AND boosted_until IS NOT NULL`.execute(db);
}
