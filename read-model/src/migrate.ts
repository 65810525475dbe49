import { Kysely, Migrator, PostgresDialect, sql, type Migration, type MigrationProvider } from 'kysely';
import type pg from 'pg';
import { migrations } from './migrations/index.js';

/**
 * Each migration runs with search_path set to the target schema (SET LOCAL, inside the
 * transaction kysely's Migrator opens on Postgres), so raw SQL in a migration lands in the
 * right schema as surely as the schema builder does; public stays behind it for extensions.
 */
function providerFor(schema: string): MigrationProvider {
  const scoped: Record<string, Migration> = {};
  for (const [name, migration] of Object.entries(migrations)) {
    scoped[name] = {
      async up(db) {
        await sql`SELECT set_config('search_path', ${`${schema}, public`}, true)`.execute(db);
        await migration.up(db);
      },
    };
  }
  return { getMigrations: async () => scoped };
}

/**
 * Brings the read tables of `schema` up to date (or, for tests of a migration's backfill, up to
 * and including `through`). Safe to run twice and at every start.
 */
export async function migrateReadTables(pool: pg.Pool, schema: string, through?: string): Promise<void> {
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(db);
  const migrator = new Migrator({
    db: db.withSchema(schema),
    provider: providerFor(schema),
    migrationTableSchema: schema,
  });
  const { error, results } = await (through === undefined ? migrator.migrateToLatest() : migrator.migrateTo(through));
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`read-table migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
