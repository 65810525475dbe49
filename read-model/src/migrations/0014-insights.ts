import { sql, type Kysely } from 'kysely';

/**
 * The rent guide, the price flags and the admin dashboard read what the projector already keeps:
 * `price_flag` holds the judgement of the listing's current version ({version, amount, area,
 * median, count}), cleared when a new version is approved; the dashboard counts moderation
 * decisions, boosts and new members over the last 30 days, so the trail and the members are
 * indexed by type and time rather than scanned.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('listings').addColumn('price_flag', 'jsonb').execute();
  await sql`CREATE INDEX listing_history_type_at ON ${sql.table('listing_history')} (type, at)`.execute(db);
  await sql`CREATE INDEX users_member_since ON ${sql.table('users')} (member_since)`.execute(db);
  await sql`CREATE INDEX listings_price_flagged ON ${sql.table('listings')} (updated_at DESC) WHERE price_flag IS NOT NULL`.execute(db);
}
