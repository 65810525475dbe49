import { createHash } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import type pg from 'pg';
import { poolOf, type ReadDb } from './read-tables.js';

/** Postgres's code for "cached plan must not change result type" (and other unsupported features). */
const FEATURE_NOT_SUPPORTED = '0A000';

/** The part of node-postgres's connection a statement is sent over: its extended-protocol messages. */
interface WireConnection {
  stream: { cork?(): void; uncork?(): void };
  parse(message: { name: string; text: string; types: never[] }): void;
  describe(message: { type: 'S'; name: string }): void;
  bind(message: { statement: string; values: ReadonlyArray<string | null> }): void;
  execute(message: { rows: 0 }): void;
  sync(): void;
}

interface Field {
  name: string;
  dataTypeID: number;
}

/** The columns a statement answers, learnt once from Postgres's description of it, and how to read each. */
interface RowShape {
  names: string[];
  parsers: Array<(text: string) => unknown>;
}

/**
 * A parameter as text on the wire. Kysely's parameters for these queries are ids, flags, numbers
 * and instants (sent in UTC, which a timestamptz reads as the same instant).
 */
function wireValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  throw new TypeError(`preparedQuery sends text, numbers, booleans and instants, not ${typeof value}`);
}

/**
 * One execution of a named statement, as node-postgres runs a query object it is given: Bind,
 * Execute and Sync only. node-postgres's own queries also describe their portal every time, so
 * Postgres sends the columns' description with every answer and node-postgres rebuilds its
 * parsers and a dictionary-shaped row from it: for a wide row, more of the service's time than
 * the row itself. Here the statement is described once per connection, when it is parsed.
 */
class Execution<R> {
  private readonly answered: R[] = [];
  private error: Error | null = null;
  private settled = false;
  private connection: WireConnection | null = null;

  constructor(
    private readonly statement: PreparedStatement,
    private readonly values: ReadonlyArray<string | null>,
    private readonly client: pg.PoolClient,
    private readonly settle: (error: Error | null, rows: R[]) => void,
  ) {}

  submit(connection: WireConnection): null {
    const { name, text } = this.statement;
    this.connection = connection;
    connection.stream.cork?.();
    try {
      if (!this.statement.isParsedOn(connection)) {
        connection.parse({ name, text, types: [] });
        connection.describe({ type: 'S', name });
      }
      connection.bind({ statement: name, values: this.values });
      connection.execute({ rows: 0 });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  /** The answer to Describe: the statement is parsed on this connection, and its columns known. */
  handleRowDescription(message: { fields: Field[] }): void {
    if (this.connection) this.statement.described(this.connection, message.fields, this.client);
  }

  handleDataRow(message: { fields: Array<string | null> }): void {
    const shape = this.statement.shape;
    if (!shape) {
      this.error ??= new Error(`rows of ${this.statement.name} arrived before its description`);
      return;
    }
    // Built key by key in the same order each time, every row shares one hidden class.
    const row: Record<string, unknown> = {};
    const values = message.fields;
    for (let i = 0; i < values.length; i++) {
      const value = values[i];
      row[shape.names[i] ?? `?column${i}?`] = value === null || value === undefined ? null : shape.parsers[i]?.(value) ?? value;
    }
    this.answered.push(row as R);
  }

  handleCommandComplete(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}

  /** A failed statement, or a connection lost: no ReadyForQuery may follow, so the caller hears now. */
  handleError(error: Error): void {
    this.finish(error);
  }

  handleReadyForQuery(): void {
    this.finish(this.error);
  }

  private finish(error: Error | null): void {
    if (this.settled) return;
    this.settled = true;
    this.settle(error, this.answered);
  }
}

/** A statement's name, text and what is known of it: the connections it is parsed on, and its columns. */
class PreparedStatement {
  shape: RowShape | null = null;
  private readonly parsedOn = new WeakSet<WireConnection>();

  constructor(readonly text: string, readonly hash: string, readonly generation: number) {}

  get name(): string {
    return `kamra_${this.hash}_${this.generation}`;
  }

  isParsedOn(connection: WireConnection): boolean {
    return this.parsedOn.has(connection);
  }

  described(connection: WireConnection, fields: readonly Field[], client: pg.PoolClient): void {
    this.parsedOn.add(connection);
    // The same text answers the same columns on every connection, until a migration changes
    // them; then Postgres refuses the statement and it is prepared under a new name.
    this.shape ??= {
      names: fields.map((field) => field.name),
      parsers: fields.map((field) => client.getTypeParser(field.dataTypeID, 'text') as (text: string) => unknown),
    };
  }
}

async function execute<R>(pool: pg.Pool, statement: PreparedStatement, parameters: readonly unknown[]): Promise<R[]> {
  const values = parameters.map(wireValue);
  const client = await pool.connect();
  let failure: Error | null = null;
  try {
    return await new Promise<R[]>((resolve, reject) => {
      const execution = new Execution<R>(statement, values, client, (error, rows) => (error ? reject(error) : resolve(rows)));
      client.query(execution as unknown as pg.Submittable);
    });
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // As pool.query does: a client whose query failed is not given to the next caller.
    client.release(failure ?? undefined);
  }
}

/**
 * The statements prepared over one pool, by text: one object per text, whoever asks it, since a
 * name parsed twice on a connection is refused. And the texts executeNamed has named, and the
 * asks it counts of the others.
 */
interface Statements {
  byText: Map<string, PreparedStatement>;
  named: Set<string>;
  asks: Map<string, number>;
}

const statementsByPool = new WeakMap<pg.Pool, Statements>();

function statementsOf(pool: pg.Pool): Statements {
  let statements = statementsByPool.get(pool);
  if (!statements) statementsByPool.set(pool, (statements = { byText: new Map(), named: new Set(), asks: new Map() }));
  return statements;
}

function statementFor(pool: pg.Pool, text: string): PreparedStatement {
  const { byText } = statementsOf(pool);
  let statement = byText.get(text);
  if (!statement) byText.set(text, (statement = new PreparedStatement(text, createHash('sha256').update(text).digest('hex').slice(0, 24), 0)));
  return statement;
}

/** Runs `text` named; should a migration have changed what it answers, under a new name, once more. */
async function executePrepared<R>(pool: pg.Pool, text: string, parameters: readonly unknown[]): Promise<R[]> {
  const asked = statementFor(pool, text);
  try {
    return await execute<R>(pool, asked, parameters);
  } catch (error) {
    if ((error as { code?: unknown }).code !== FEATURE_NOT_SUPPORTED) throw error;
    const { byText } = statementsOf(pool);
    // Another ask may have renamed it already.
    if (byText.get(text) === asked) byText.set(text, new PreparedStatement(text, asked.hash, asked.generation + 1));
    return execute<R>(pool, statementFor(pool, text), parameters);
  }
}

/**
 * A query asked so often that Postgres should parse and plan it once per connection rather than
 * on every request: the compiled SQL runs as a named statement on the pool under `db`, and only
 * its parameters are sent each time. The name is the text's hash, so two queries never share a
 * name.
 *
 * Name the columns rather than `table.*`: a prepared statement's result type is fixed, and a
 * migration that changes it makes the statement fail on every connection that prepared it.
 * Should that happen anyway, the query is prepared again under a new name and asked once more.
 */
export function preparedQuery<R>(db: ReadDb, query: CompiledQuery<R>): (parameters: readonly unknown[]) => Promise<R[]> {
  const pool = poolOf(db);
  // Not made by readDb (a transaction's kysely, say): kysely runs it, unnamed.
  if (!pool) return async (parameters) => (await db.executeQuery<R>({ ...query, parameters })).rows;
  return (parameters) => executePrepared<R>(pool, query.sql, parameters);
}

/**
 * How many texts executeNamed names per pool. Each named statement holds about 200 KB of
 * Postgres's memory on every connection that ran it (a search's, with its plan), so 64 cost at
 * most about 15 MB a connection; in the bench's mix of 2,000 searches, the 64 most asked of 521
 * statements carry 87% of what is asked.
 */
const NAMED_STATEMENTS_KEPT = 64;

/** A text is named once asked this often: one asked once or twice must not take a place for good. */
export const ASKS_BEFORE_NAMING = 3;

/** The texts whose asks are counted, at most (a search's is a few KB); past that the count starts again. */
const ASKS_COUNTED = 1000;

/**
 * Runs a compiled query as a named statement (as preparedQuery does), so that Postgres parses it
 * once per connection and, when a plan for any parameters costs no more than one for these (its
 * choice after five runs), plans it once too. For queries of many shapes, each asked again and
 * again with other values, whose conditions on partial indexes' columns are literals (a parameter
 * proves no index's predicate, so a plan for any value could use none of them). A text is named
 * on its third ask, and only the first `kept` so asked are: the others run unnamed, as kysely
 * runs them, planned each time.
 */
export function executeNamed<R>(db: ReadDb, query: CompiledQuery<R>, kept = NAMED_STATEMENTS_KEPT): Promise<R[]> {
  const pool = poolOf(db);
  if (!pool) return runUnnamed(db, query);
  const statements = statementsOf(pool);
  const text = query.sql;
  if (!statements.named.has(text)) {
    if (statements.named.size >= kept) return runUnnamed(db, query);
    const asks = (statements.asks.get(text) ?? 0) + 1;
    if (asks < ASKS_BEFORE_NAMING) {
      if (statements.asks.size >= ASKS_COUNTED) statements.asks.clear();
      statements.asks.set(text, asks);
      return runUnnamed(db, query);
    }
    statements.asks.delete(text);
    statements.named.add(text);
  }
  return executePrepared<R>(pool, text, query.parameters);
}

async function runUnnamed<R>(db: ReadDb, query: CompiledQuery<R>): Promise<R[]> {
  return (await db.executeQuery<R>(query)).rows;
}
