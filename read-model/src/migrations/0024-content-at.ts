import { type Kysely } from 'kysely';

/**
 * An admin's decision names the content they looked at, which this column dates (see
 * ListingRevisionColumns.content_at). Rows projected before it stay null until a rebuild; a
 * decision on such a row names nothing and is taken as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('listings').addColumn('content_at', 'timestamptz').execute();
}
