import type { Kysely } from 'kysely';

/**
 * Blocking a person hides all their listings, so admins give a reason and see it, with the day
 * of the block, in the users list and on the person's page. Blocks recorded before a reason was
 * asked keep null; the projector fills both from UserBlocked on a rebuild.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users')
    .addColumn('block_reason', 'text')
    .addColumn('blocked_at', 'timestamptz')
    .execute();
}
