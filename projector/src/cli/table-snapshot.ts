import type pg from 'pg';

/** Columns that record when a row was written, not what the log says: they differ between runs. */
const WRITE_TIME_COLUMNS: Readonly<Record<string, readonly string[]>> = { projector_checkpoints: ['updated_at'] };

function stable(row: Record<string, unknown>, skip: readonly string[]): string {
  const keys = Object.keys(row).filter((key) => !skip.includes(key)).sort();
  return JSON.stringify(keys.map((key) => [key, row[key]]));
}

/**
 * A bigserial `seq` only orders rows (ties of the same timestamp). Its values have gaps where a
 * batch rolled back (a sequence never goes back), so a rebuild numbers the same rows
 * differently: compare each row's rank in that order instead.
 */
function rankSeq(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  if (!rows.some((row) => 'seq' in row)) return rows;
  const ordered = [...rows].sort((a, b) => {
    const [x, y] = [BigInt(String(a.seq)), BigInt(String(b.seq))];
    return x < y ? -1 : x > y ? 1 : 0;
  });
  return ordered.map((row, rank) => ({ ...row, seq: rank }));
}

/**
 * Every row of every read table in `schema`, as sorted JSON text per table: two snapshots are
 * equal exactly when the tables hold the same rows, in any order (and `seq` in the same order).
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
    snapshot[table] = rankSeq(rows.rows).map((row) => stable(row, WRITE_TIME_COLUMNS[table] ?? [])).sort();
  }
  return snapshot;
}
