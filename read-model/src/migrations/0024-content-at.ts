import { sql, type Kysely } from 'kysely';

/**
 * An admin's decision names the content they looked at, which this column dates (see
 * ListingRevisionColumns.content_at). Where the rows already say it exactly, it is filled: the
 * changes waiting on a live listing were made at revised_at. A new listing's content may have
 * been replaced since its submission without a trace in its row, so it stays null, as do the
 * rest, until a rebuild; a decision on such a row names nothing and is taken as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('listings').addColumn('content_at', 'timestamptz').execute();
  await sql`UPDATE ${sql.table('listings')} SET content_at = revised_at WHERE revision_status = 'pending' AND revised_at IS NOT NULL`.execute(db);
}
