import { sql, type Kysely } from 'kysely';

/**
 * The sitemap walks the public listings in id order: the index numbers them all into pages and
 * each page reads its range in keyset chunks. Along the primary key every row was fetched from
 * the heap to check the public rule (1 s for the index at a million listings); this index holds
 * only open approved listings, with what the sitemap reads and the expiry it still checks, so
 * both walks are index-only (bench/sitemap.ts, figures in bench/README.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX listings_sitemap ON ${sql.table('listings')} (id) INCLUDE (kind, updated_at, expires_at)
    WHERE status = 'approved' AND NOT deleted AND closed_outcome IS NULL`.execute(db);
}

