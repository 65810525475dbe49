import { sql, type Kysely } from 'kysely';

/**
 * Owners edit listings. An approved listing's edit waits beside the live version, which the row
 * keeps as it is, so search and public detail go on reading only approved content; the waiting
 * (or rejected) revision lives in its own columns. The admins' queue lists new listings and
 * waiting revisions together, oldest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const listings = sql.table('listings');
  await db.schema
    .alterTable('listings')
    .addColumn('revision', 'jsonb')
    .addColumn('revision_status', 'text')
    .addColumn('revision_reason', 'text')
    .addColumn('revised_at', 'timestamptz')
    .execute();
  await sql`CREATE INDEX listings_review_queue ON ${listings} (kind, (coalesce(revised_at, submitted_at)), id)
    WHERE NOT deleted AND (status = 'pending' OR (status = 'approved' AND revision_status = 'pending' AND closed_outcome IS NULL))`.execute(db);
}
