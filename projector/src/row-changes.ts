import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { ReadTables } from '@kamra/read-model';

export type TableName = Exclude<keyof ReadTables, 'projector_checkpoints'>;
type Row = Record<string, unknown>;

/** A column of a read table, as read-model declares it. */
export type ColumnOf<T extends TableName> = keyof ReadTables[T] & string;

/**
 * A column's value as a change carries it: what the column reads back as, with instants also
 * as the ISO strings events carry (Postgres reads them as timestamptz) and jsonb as the value
 * itself (stored as its JSON).
 */
type ChangeValue<V> = V extends Date ? Date | string : V;

/** Some columns of one row of table T, each with a value its column takes: a misspelled column does not compile. */
export type RowOf<T extends TableName> = { [C in keyof Selectable<ReadTables[T]>]?: ChangeValue<Selectable<ReadTables[T]>[C]> };

type ChangeTo<T extends TableName> =
  | { op: 'insert'; table: T; row: RowOf<T>; key: readonly ColumnOf<T>[] }
  | { op: 'upsert'; table: T; row: RowOf<T>; key: readonly ColumnOf<T>[] }
  | { op: 'update'; table: T; where: RowOf<T>; set: RowOf<T> }
  | { op: 'delete'; table: T; where: RowOf<T> };

/**
 * What a projection wants done to the read tables. Projections return these and never touch
 * a database, so they are tested as plain functions and applied the same way live and on
 * rebuild. Every change is idempotent by key. The table's name selects its row type from
 * read-model's `ReadTables`, so the compiler checks each column and value.
 */
export type RowChange<T extends TableName = TableName> = { [Table in T]: ChangeTo<Table> }[T];

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
      const key: readonly string[] = change.key;
      const conflict = sql.join(key.map((k) => sql.ref(k)));
      const updates = columns.filter((c) => !key.includes(c));
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
