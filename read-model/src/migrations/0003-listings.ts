import { sql, type Kysely } from 'kysely';

/**
 * Listings and their audit trail. The search filters of spec section 3 are real columns so
 * they can be compared and indexed; `fields` keeps the whole submission for the detail page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Raw SQL gets the migrator's schema only through sql.table.
  const listings = sql.table('listings');
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`.execute(db);
  await db.schema
    .createTable('listings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('rejection_reason', 'text')
    .addColumn('tagline', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text')
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('furnished', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('carpeted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('internet', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('bills', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('shared_bathroom', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('shared_kitchen', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('max_roommate', 'integer')
    .addColumn('gender', 'text')
    .addColumn('occupation', 'text')
    .addColumn('age', 'integer')
    .addColumn('non_smoker', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('no_get_together', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('no_pets', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('name', 'text')
    .addColumn('fields', 'jsonb', (c) => c.notNull())
    .addColumn('pictures', 'jsonb', (c) => c.notNull())
    .addColumn('profile', 'jsonb', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('approved_at', 'timestamptz')
    .addColumn('boosted_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Address search is "contains, any case": only a trigram index serves '%x%'.
  await sql`CREATE INDEX listings_address_trgm ON ${listings} USING gin (lower(address) public.gin_trgm_ops)`.execute(db);
  // Public search pages through approved, live listings of one kind, newest first (the boosted
  // ones are the same walk restricted to boosted_until >= now).
  await sql`CREATE INDEX listings_public_newest ON ${listings} (kind, submitted_at DESC, id DESC)
    WHERE status = 'approved' AND NOT deleted`.execute(db);
  await sql`CREATE INDEX listings_public_boosted ON ${listings} (kind, boosted_until)
    WHERE status = 'approved' AND NOT deleted AND boosted_until IS NOT NULL`.execute(db);
  await sql`CREATE INDEX listings_city ON ${listings} (city, kind) WHERE status = 'approved' AND NOT deleted`.execute(db);
  await sql`CREATE INDEX listings_owner ON ${listings} (owner_id, kind, submitted_at DESC) WHERE NOT deleted`.execute(db);
  await sql`CREATE INDEX listings_queue ON ${listings} (kind, submitted_at, id) WHERE status = 'pending' AND NOT deleted`.execute(db);

  await db.schema
    .createTable('listing_history')
    .addColumn('listing_id', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('details', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_history_pk', ['listing_id', 'revision'])
    .execute();
}
