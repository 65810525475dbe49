import { sql, type Kysely } from 'kysely';

/**
 * Search counts by index-only scans and walks the newest listings first, and both slow down on
 * table pages no vacuum has seen since they changed: every entry on such a page is checked on
 * the heap. By default autovacuum waits for a fifth of a table to change, 28,000 of 141,000
 * listings, so a burst of new listings could stay unvacuumed for days. In the bench, 6,000
 * listings submitted and approved in 30 s took the uncached search mix from p95 29.4 ms (after a
 * VACUUM) to 44.0 ms (without one); an ANALYZE alone gave 41.7 ms. Vacuumed and analysed after
 * about 1% of the table changes, a burst is seen to within autovacuum's minute.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE ${sql.table('listings')} SET (
    autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 500,
    autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_vacuum_insert_threshold = 500,
    autovacuum_analyze_scale_factor = 0.01, autovacuum_analyze_threshold = 500)`.execute(db);
}
