import type pg from 'pg';

/** Columns that record when a row was written, not what the log says: they differ between runs. */
const WRITE_TIME_COLUMNS: Readonly<Record<string, readonly string[]>> = { projector_checkpoints: ['updated_at'] };

function stable(row: Record<string, unknown>, skip: readonly string[]): string {
  const keys = Object.keys(row).filter((key) => !skip.includes(key)).sort();
  return JSON.stringify(keys.map((key) => [key, row[key]]));
}

/**
 * Every row of every read table in `schema`, as sorted JSON text per table: two snapshots are
 * equal exactly when the tables hold the same rows, in any order.
 */
export async function snapshotReadTables(pool: pg.Pool, schema: string): Promise<Record<string, string[]>> {
  const tables = await pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = $1 AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'kysely_migration%'
     ORDER BY table_name`,
    [schema],
  );
  const snapshot: Record<string, string[]> = {};
  for (const { table_name: table } of tables.rows) {
    const rows = await pool.query<Record<string, unknown>>(`SELECT * FROM "${schema}"."${table}"`);
    snapshot[table] = rows.rows.map((row) => stable(row, WRITE_TIME_COLUMNS[table] ?? [])).sort();
  }
  return snapshot;
}
