import { sql, type Kysely } from 'kysely';

/**
 * What a listing's life after approval needs: open reports, the duplicate flag, closing as rented or sold, and expiry. Listings
 * approved before this migration get 60 days from their approval, as new ones do.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const listings = sql.table('listings');
  await db.schema
    .alterTable('listings')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('closed_outcome', 'text')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('duplicate_of', 'jsonb')
    .execute();
  await sql`UPDATE ${listings} SET expires_at = approved_at + interval '60 days' WHERE status = 'approved' AND approved_at IS NOT NULL`.execute(db);
  // Public search walks approved, open listings; the expiry is compared per row as it goes.
  await sql`CREATE INDEX listings_public_open ON ${listings} (kind, submitted_at DESC, id DESC)
    WHERE status = 'approved' AND NOT deleted AND closed_outcome IS NULL`.execute(db);

  await db.schema
    .createTable('listing_reports')
    .addColumn('listing_id', 'text', (c) => c.notNull())
    .addColumn('reporter_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('details', 'text')
    .addColumn('reported_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_reports_pk', ['listing_id', 'reporter_id'])
    .execute();
}
