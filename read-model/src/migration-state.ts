import { Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import { migrations } from './migrations/index.js';
import { READ_SCHEMA } from './read-tables.js';

/** kysely's Migrator records each applied migration in this table of the target schema. */
const MIGRATION_TABLE = 'kysely_migration';

/** Whether the projector has brought the read tables of `schema` up to this code's migrations. */
export async function readTablesMigrated(pool: pg.Pool, schema: string = READ_SCHEMA): Promise<boolean> {
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  const table = await sql<{ exists: boolean }>`SELECT to_regclass(${`${schema}.${MIGRATION_TABLE}`}) IS NOT NULL AS exists`.execute(db);
  if (!table.rows[0]?.exists) return false;
  const applied = await sql<{ name: string }>`SELECT name FROM ${sql.id(schema, MIGRATION_TABLE)}`.execute(db);
  const names = new Set(applied.rows.map((row) => row.name));
  return Object.keys(migrations).every((name) => names.has(name));
}

/**
 * Waits until the projector has migrated the read tables: a query service never migrates
 * them itself, so it starts after (or alongside) the projector and waits here.
 */
export async function waitForReadTables(
  pool: pg.Pool,
  options: { intervalMs?: number; onWait?: () => void; schema?: string } = {},
): Promise<void> {
  const intervalMs = options.intervalMs ?? 500;
  let told = false;
  while (!(await readTablesMigrated(pool, options.schema))) {
    if (!told) options.onWait?.();
    told = true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
