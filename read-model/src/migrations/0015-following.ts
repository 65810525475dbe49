import { sql, type Kysely } from 'kysely';

/**
 * No serial columns: rows are ordered by when they happened (and their id), so a rebuild, which
 * writes a batch's rows in its own order, lists them exactly as the live tables do.
 *
 * What seekers follow: their favourites (read with the listing's current state, so a rented or
 * removed one shows as such), their saved searches, and the notifications the alerts gave them,
 * newest first with the unread ones counted for the bell.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('favourites')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('listing_id', 'text', (c) => c.notNull())
    .addColumn('added_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourites_pkey', ['user_id', 'listing_id'])
    .execute();
  await db.schema.createIndex('favourites_newest').on('favourites').columns(['user_id', 'added_at desc', 'listing_id']).execute();
  // The favourites alerts ask who keeps a listing.
  await db.schema.createIndex('favourites_by_listing').on('favourites').columns(['listing_id']).execute();

  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('filters', 'jsonb', (c) => c.notNull())
    .addColumn('alerts', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('saved_searches_by_user').on('saved_searches').columns(['user_id', 'created_at', 'id']).execute();
  await sql`CREATE INDEX saved_searches_alerting ON ${sql.table('saved_searches')} (kind) WHERE alerts <> 'off'`.execute(db);

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('listing_id', 'text')
    .addColumn('search_id', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('notifications_newest').on('notifications').columns(['user_id', 'created_at desc', 'id desc']).execute();
  await sql`CREATE INDEX notifications_unread ON ${sql.table('notifications')} (user_id) WHERE read_at IS NULL`.execute(db);
}
