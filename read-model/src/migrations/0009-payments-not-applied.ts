import type { Kysely } from 'kysely';

/**
 * Payments confirmed for a listing that had stopped being boostable (closed, expired, deleted
 * after checkout): nothing was boosted and the money is due back. They live on the checkout
 * streams, not the listing's, so they get their own table rather than listing_history's
 * (listing_id, revision) key; the history query places them among the listing's events by position.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments_not_applied')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('listing_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('package', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_not_applied_listing').on('payments_not_applied').column('listing_id').execute();
}
