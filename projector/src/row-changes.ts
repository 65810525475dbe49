import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ReadTables } from '@kamra/read-model';

export type TableName = Exclude<keyof ReadTables, 'projector_checkpoints'>;
type Row = Record<string, unknown>;

/**
 * What a projection wants done to the read tables. Projections return these and never touch
 * a database, so they are tested as plain functions and applied the same way live and on
 * rebuild. Every change is idempotent by key.
 */
export type RowChange =
  | { op: 'insert'; table: TableName; row: Row; key: readonly string[] }
  | { op: 'upsert'; table: TableName; row: Row; key: readonly string[] }
  | { op: 'update'; table: TableName; where: Row; set: Row }
  | { op: 'delete'; table: TableName; where: Row };

/** Objects and arrays are stored as jsonb; everything else as the column's own type. */
function value(v: unknown): RawBuilder<unknown> {
  if (v !== null && typeof v === 'object' && !(v instanceof Date)) return sql`${JSON.stringify(v)}::jsonb`;
  return sql`${v}`;
}

function whereClause(where: Row): RawBuilder<unknown> {
  return sql.join(Object.entries(where).map(([column, v]) => sql`${sql.ref(column)} = ${value(v)}`), sql` AND `);
}

export async function applyRowChange(db: Kysely<ReadTables>, schema: string, change: RowChange): Promise<void> {
  const table = sql.table(`${schema}.${change.table}`);
  switch (change.op) {
    case 'insert':
    case 'upsert': {
      const columns = Object.keys(change.row);
      const values = Object.values(change.row).map(value);
      const conflict = sql.join(change.key.map((k) => sql.ref(k)));
      const updates = columns.filter((c) => !change.key.includes(c));
      const onConflict = change.op === 'insert' || updates.length === 0
        ? sql`DO NOTHING`
        : sql`DO UPDATE SET ${sql.join(updates.map((c) => sql`${sql.ref(c)} = EXCLUDED.${sql.ref(c)}`))}`;
      await sql`INSERT INTO ${table} (${sql.join(columns.map((c) => sql.ref(c)))}) VALUES (${sql.join(values)})
        ON CONFLICT (${conflict}) ${onConflict}`.execute(db);
      return;
    }
    case 'update': {
      const set = sql.join(Object.entries(change.set).map(([c, v]) => sql`${sql.ref(c)} = ${value(v)}`));
      await sql`UPDATE ${table} SET ${set} WHERE ${whereClause(change.where)}`.execute(db);
      return;
    }
    case 'delete':
      await sql`DELETE FROM ${table} WHERE ${whereClause(change.where)}`.execute(db);
      return;
  }
}
