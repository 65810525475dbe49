import { sql, type Kysely } from 'kysely';

/** Users for /api/me and the admins' user list (newest first). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('picture', 'text')
    .addColumn('member_since', 'timestamptz', (c) => c.notNull())
    .addColumn('last_signed_in_at', 'timestamptz', (c) => c.notNull())
    .addColumn('blocked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`CREATE INDEX users_newest ON ${sql.table('users')} (member_since DESC, id DESC)`.execute(db);
}
