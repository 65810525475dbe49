import { Kysely, Migrator, PostgresDialect, sql, type MigrationProvider } from 'kysely';
import type pg from 'pg';
import { migrations } from './migrations/index.js';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the read tables of `schema` up to date. Safe to run twice and at every start. */
export async function migrateReadTables(pool: pg.Pool, schema: string): Promise<void> {
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(db);
  const migrator = new Migrator({
    db: db.withSchema(schema),
    provider,
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`read-table migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
