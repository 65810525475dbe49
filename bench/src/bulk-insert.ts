/**
 * The rebuild's baseline: bulk-inserting the same final rows into fresh tables that carry
 * their indexes, from the client, as multi-row INSERTs of 1000 rows (what a loader without
 * any event log would do). Rows are read out first and only the inserts are timed.
 */
import { performance } from 'node:perf_hooks';
import { sql, Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { migrateReadTables } from '@kamra/read-model/migrations';

const ROWS_PER_INSERT = 1000;

/**
 * pg sends a JavaScript array as a Postgres array, which suits array columns (text[]); json
 * and jsonb columns want JSON text, whether they hold an object or an array.
 */
function forInsert(row: Record<string, unknown>, jsonColumns: ReadonlySet<string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([column, v]) => [column, jsonColumns.has(column) && v !== null ? JSON.stringify(v) : v]));
}

export async function timeBulkInsert(pool: pg.Pool, from: string, into: string): Promise<{ ms: number; rows: number }> {
  const db = new Kysely<Record<string, Record<string, unknown>>>({ dialect: new PostgresDialect({ pool }) });
  await sql`DROP SCHEMA IF EXISTS ${sql.id(into)} CASCADE`.execute(db);
  await migrateReadTables(pool, into);
  const tables = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = ${from} AND tablename <> 'projector_checkpoints' AND tablename NOT LIKE 'kysely%'`.execute(db);
  let ms = 0;
  let rows = 0;
  for (const { name } of tables.rows) {
    const json = await sql<{ column: string }>`SELECT column_name AS column FROM information_schema.columns
      WHERE table_schema = ${from} AND table_name = ${name} AND data_type IN ('json', 'jsonb')`.execute(db);
    const jsonColumns = new Set(json.rows.map((row) => row.column));
    const all = (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(`${from}.${name}`)}`.execute(db)).rows.map((row) => forInsert(row, jsonColumns));
    const started = performance.now();
    for (let i = 0; i < all.length; i += ROWS_PER_INSERT) {
      await db.withSchema(into).insertInto(name).values(all.slice(i, i + ROWS_PER_INSERT)).execute();
    }
    ms += performance.now() - started;
    rows += all.length;
  }
  await sql`DROP SCHEMA ${sql.id(into)} CASCADE`.execute(db);
  return { ms, rows };
}
