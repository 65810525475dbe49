import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ReadTables } from '@kamra/read-model';
import { applyRowChange, type RowChange } from './row-changes.js';

type Row = Record<string, unknown>;

/** A read table as the catalog describes it: column types (for jsonb_to_recordset) and primary key. */
interface TableShape {
  readonly types: ReadonlyMap<string, string>;
  readonly key: readonly string[];
}

type Shapes = ReadonlyMap<string, TableShape>;

/**
 * What a batch's changes come to for one row, keyed by primary key:
 * - `write` with `row`: the row is certainly there after the batch. If it was absent, `row`
 *   is inserted; if present, the columns of `set` take their values (which `row` repeats).
 * - `write` without `row`: only updates; an absent row stays absent.
 * - `delete`: the row is gone.
 * `owned`: `row` and `set` are the writer's own copies, which later changes to the row fold
 * into in place; until then they may be a change's own objects, which are not the writer's to
 * change.
 */
type Pending =
  | { kind: 'write'; key: Row; row: Row | null; set: Row; owned: boolean }
  | { kind: 'delete'; key: Row };

/** Rows per statement: keeps each parameter at a few megabytes. */
const CHUNK = 5000;

const shapeCache = new WeakMap<object, Map<string, Promise<Shapes>>>();

async function loadShapes(db: Kysely<ReadTables>, schema: string): Promise<Shapes> {
  const columns = await sql<{ table: string; column: string; type: string }>`
    SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = ${schema} AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`.execute(db);
  const keys = await sql<{ table: string; column: string }>`
    SELECT c.relname AS table, a.attname AS column
    FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY(i.indkey)
    WHERE n.nspname = ${schema} AND i.indisprimary
    ORDER BY c.relname, array_position(i.indkey::int2[], a.attnum)`.execute(db);
  const shapes = new Map<string, { types: Map<string, string>; key: string[] }>();
  const shapeOf = (table: string) => {
    let shape = shapes.get(table);
    if (!shape) shapes.set(table, (shape = { types: new Map(), key: [] }));
    return shape;
  };
  for (const { table, column, type } of columns.rows) shapeOf(table).types.set(column, type);
  for (const { table, column } of keys.rows) shapeOf(table).key.push(column);
  return shapes;
}

/** The catalog is read once per database and schema; a column it does not know reloads it. */
function shapesFor(db: Kysely<ReadTables>, schema: string, cache: object, reload = false): Promise<Shapes> {
  let bySchema = shapeCache.get(cache);
  if (!bySchema) shapeCache.set(cache, (bySchema = new Map()));
  let shapes = bySchema.get(schema);
  if (!shapes || reload) {
    shapes = loadShapes(db, schema);
    bySchema.set(schema, shapes);
    shapes.catch(() => bySchema.delete(schema));
  }
  return shapes;
}

function sameColumns(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((column) => b.includes(column));
}

// Plain loops rather than Object.fromEntries: a rebuild runs these for every change of a
// million events, and the arrays of entries they would build are most of its garbage.
function pick(row: Row, columns: readonly string[]): Row {
  const picked: Row = {};
  for (const column of columns) picked[column] = row[column];
  return picked;
}

function omit(row: Row, columns: readonly string[]): Row {
  const kept: Row = {};
  for (const column in row) if (!columns.includes(column)) kept[column] = row[column];
  return kept;
}

/** JSON for jsonb_to_recordset: bigints as text, Dates as ISO strings (JSON.stringify's default). */
function toJson(rows: readonly unknown[]): string {
  // A replacer takes JSON.stringify off its fast path for every value; rows rarely hold a
  // bigint, so the replacer runs only when the plain call refuses one.
  try {
    return JSON.stringify(rows);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return JSON.stringify(rows, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  }
}

/** Folds a later change into a row's pending write: `row` (when the row is written whole) and `set` take its values. */
function fold(pending: Pending & { kind: 'write' }, row: Row | null, set: Row): void {
  if (!pending.owned) {
    pending.row = pending.row && { ...pending.row };
    pending.set = { ...pending.set };
    pending.owned = true;
  }
  if (pending.row && row) Object.assign(pending.row, row);
  Object.assign(pending.set, set);
}

/**
 * Coalesces a batch's row changes per table and primary key, then writes each table with a
 * few set-based statements (one per shape of change) instead of one statement per change.
 * The result is what applying the changes one by one, in order, would leave. Changes it cannot
 * coalesce (a `where` on other columns than the key, or an insert after a delete of the same
 * row in the batch) write what is pending for their table first and then apply on their own.
 *
 * Generic over tables: it learns columns and keys from the catalog, so new tables and columns
 * need nothing here.
 */
export class RowWriter {
  private readonly pending = new Map<string, Map<string, Pending>>();

  private constructor(
    private readonly db: Kysely<ReadTables>,
    private readonly schema: string,
    private readonly cache: object,
    private shapes: Shapes,
  ) {}

  /**
   * A writer that runs its statements on `db` (usually a transaction). The tables' shapes are
   * cached on `cache` (the long-lived database handle behind the transactions).
   */
  static async open(db: Kysely<ReadTables>, schema: string, cache: object = db): Promise<RowWriter> {
    return new RowWriter(db, schema, cache, await shapesFor(db, schema, cache));
  }

  /** Adds a change; may write what is pending for its table when the change cannot be coalesced. */
  async add(change: RowChange): Promise<void> {
    const shape = this.knownShape(change) ?? (await this.reloadShape(change));
    if (shape && this.coalesce(shape, change)) return;
    await this.flushTable(change.table);
    if (shape && this.coalesce(shape, change)) return;
    await applyRowChange(this.db, this.schema, change);
  }

  /** Rows with changes not yet written, over all tables. */
  get pendingRows(): number {
    let rows = 0;
    for (const table of this.pending.values()) rows += table.size;
    return rows;
  }

  /** Writes everything pending. */
  async flush(): Promise<void> {
    for (const table of [...this.pending.keys()]) await this.flushTable(table);
  }

  /** The table's shape when the catalog already read knows every column the change names. */
  private knownShape(change: RowChange): TableShape | undefined {
    const shape = this.shapes.get(change.table);
    if (!shape) return undefined;
    const named = change.op === 'insert' || change.op === 'upsert' ? [change.row] : change.op === 'update' ? [change.where, change.set] : [change.where];
    for (const row of named) {
      for (const column in row) if (!shape.types.has(column)) return undefined;
    }
    return shape;
  }

  /** Reads the catalog again (a migration may have added the table or column); undefined when the table has no key. */
  private async reloadShape(change: RowChange): Promise<TableShape | undefined> {
    this.shapes = await shapesFor(this.db, this.schema, this.cache, true);
    const shape = this.shapes.get(change.table);
    return shape && shape.key.length > 0 ? shape : undefined;
  }

  /** Folds the change into the row's pending state; false when that cannot be done in order. */
  private coalesce(shape: TableShape, change: RowChange): boolean {
    const keyRow: Row = change.op === 'insert' || change.op === 'upsert' ? change.row : change.where;
    if (change.op === 'insert' || change.op === 'upsert') {
      if (!sameColumns(change.key, shape.key)) return false;
    } else if (!sameColumns(Object.keys(change.where), shape.key)) return false;
    if (shape.key.some((column) => keyRow[column] === undefined || keyRow[column] === null)) return false;
    const key = pick(keyRow, shape.key);
    const only = shape.key.length === 1 ? keyRow[shape.key[0] ?? ''] : undefined;
    const id = typeof only === 'string' ? only : toJson(shape.key.map((column) => key[column]));
    let rows = this.pending.get(change.table);
    if (!rows) this.pending.set(change.table, (rows = new Map()));
    const before = rows.get(id);
    switch (change.op) {
      case 'insert':
        if (!before) rows.set(id, { kind: 'write', key, row: change.row, set: {}, owned: false });
        else if (before.kind === 'delete' || before.row === null) return false;
        return true;
      case 'upsert': {
        if (before && (before.kind === 'delete' || before.row === null)) return false;
        const set = omit(change.row, shape.key);
        if (!before) rows.set(id, { kind: 'write', key, row: change.row, set, owned: false });
        else fold(before, change.row, set);
        return true;
      }
      case 'update':
        if (shape.key.some((column) => column in change.set)) return false;
        if (!before) rows.set(id, { kind: 'write', key, row: null, set: change.set, owned: false });
        else if (before.kind === 'write') fold(before, before.row && change.set, change.set);
        return true;
      case 'delete':
        rows.set(id, { kind: 'delete', key });
        return true;
    }
  }

  private async flushTable(table: string): Promise<void> {
    const rows = this.pending.get(table);
    const shape = this.shapes.get(table);
    this.pending.delete(table);
    if (!rows || rows.size === 0 || !shape) return;
    const deletes: Row[] = [];
    const groups = new Map<string, { insert: boolean; columns: string[]; set: string[]; rows: Row[] }>();
    for (const pending of rows.values()) {
      if (pending.kind === 'delete') {
        deletes.push(pending.key);
        continue;
      }
      const set = Object.keys(pending.set);
      if (pending.row === null && set.length === 0) continue;
      // Rows of one shape usually list their columns in the same order, so the signature is
      // built from the unsorted names and the sorted lists only once per signature.
      const columns = pending.row ? Object.keys(pending.row) : null;
      const signature = `${columns ? `i|${columns.join(',')}` : 'u'}|${set.join(',')}`;
      let group = groups.get(signature);
      if (!group) {
        set.sort();
        group = { insert: columns !== null, columns: columns ? columns.sort() : [...shape.key, ...set], set, rows: [] };
        groups.set(signature, group);
      }
      group.rows.push(pending.row ?? Object.assign({}, pending.key, pending.set));
    }
    const target = sql.table(`${this.schema}.${table}`);
    for (let i = 0; i < deletes.length; i += CHUNK) {
      const source = this.recordset(shape, shape.key, deletes.slice(i, i + CHUNK));
      await sql`DELETE FROM ${target} AS t USING ${source} WHERE ${this.keyMatch(shape)}`.execute(this.db);
    }
    for (const group of groups.values()) {
      const columns = sql.join(group.columns.map((column) => sql.ref(column)));
      for (let i = 0; i < group.rows.length; i += CHUNK) {
        const source = this.recordset(shape, group.columns, group.rows.slice(i, i + CHUNK));
        if (group.insert) {
          const onConflict = group.set.length === 0
            ? sql`DO NOTHING`
            : sql`DO UPDATE SET ${sql.join(group.set.map((c) => sql`${sql.ref(c)} = EXCLUDED.${sql.ref(c)}`))}`;
          await sql`INSERT INTO ${target} (${columns}) SELECT ${columns} FROM ${source}
            ON CONFLICT (${sql.join(shape.key.map((k) => sql.ref(k)))}) ${onConflict}`.execute(this.db);
        } else {
          const set = sql.join(group.set.map((c) => sql`${sql.ref(c)} = x.${sql.ref(c)}`));
          await sql`UPDATE ${target} AS t SET ${set} FROM ${source} WHERE ${this.keyMatch(shape)}`.execute(this.db);
        }
      }
    }
  }

  /** `jsonb_to_recordset($rows) AS x(column type, ...)`: a whole chunk of rows as one parameter. */
  private recordset(shape: TableShape, columns: readonly string[], rows: readonly Row[]): RawBuilder<unknown> {
    const definitions = columns.map((column) => sql`${sql.ref(column)} ${sql.raw(shape.types.get(column) ?? 'text')}`);
    return sql`jsonb_to_recordset(${toJson(rows)}::jsonb) AS x(${sql.join(definitions)})`;
  }

  private keyMatch(shape: TableShape): RawBuilder<unknown> {
    return sql.join(shape.key.map((k) => sql`t.${sql.ref(k)} = x.${sql.ref(k)}`), sql` AND `);
  }
}
