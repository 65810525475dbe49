import type { Kysely } from 'kysely';

/**
 * A notification to a listing's owner that an admin refused the listing (or their changes)
 * carries the admin's reason apart from its English text, so it can be shown as written in any
 * language. Null for every other notification, and for all recorded before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('reason', 'text').execute();
}
