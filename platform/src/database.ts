import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import { createLogger, type Logger } from './logger.js';

/**
 * A connection to Postgres: a real server when given a postgres:// URL, otherwise an embedded
 * PGlite. Everything in one process that talks to the same database must share one of these:
 * PGlite has a single session, so two pools over it would interleave their transactions.
 */
export interface Database {
  readonly pool: pg.Pool;
  readonly embedded: boolean;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { kind: 'url'; url: string }
  | { kind: 'embedded'; dataDir: string }
  | { kind: 'memory' };

// bigint columns (positions, counts) come back as strings; numeric parsing is left to callers
// that know the range, so nothing is silently rounded.

export function databaseLocation(url: string | undefined, dataDir: string): DatabaseLocation {
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: 'url', url };
  if (url === 'memory://') return { kind: 'memory' };
  return { kind: 'embedded', dataDir };
}

/**
 * An error Postgres answered with (an SQLSTATE and a severity), not one of the connection. Not
 * `instanceof pg.DatabaseError`: PGlite's adapter parses the answer with its own copy of the
 * protocol's classes.
 */
function refusedByPostgres(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

const POOL_RELEASE = Symbol('pool release');

/**
 * PGlite's node-postgres adapter gives every client of a pool the same connection object, over
 * PGlite's one session. pg-pool ends a client whose query failed and opens another; ending it
 * ends that shared connection while the failed query's last messages are still in flight, and
 * their answers and the connection's 'end' then reach the next client, which fails every query
 * after: one query that Postgres refused broke the embedded database until a restart. Such a
 * refusal leaves the session sound, so this client stays in the pool after one; a broken
 * connection still takes it out.
 */
class EmbeddedClient extends pg.Client {
  // A symbol, not a #private field: callers may wrap a client in a Proxy, which reads the
  // accessor with the proxy as `this`, and a proxy has no private fields.
  [POOL_RELEASE]: ((error?: Error | boolean) => void) | undefined;

  // pg-pool assigns `release` on each checkout; the accessor keeps its function and filters
  // what it is called with.
  get release(): (error?: Error | boolean) => void {
    return (error) => this[POOL_RELEASE]?.(refusedByPostgres(error) ? undefined : error);
  }

  set release(release: (error?: Error | boolean) => void) {
    this[POOL_RELEASE] = release;
  }
}

export async function openDatabase(location: DatabaseLocation, logger: Logger = createLogger('database')): Promise<Database> {
  if (location.kind === 'url') {
    // keepAlive: a connection cut without a goodbye (a NAT or firewall dropping it) is noticed and replaced.
    const pool = new pg.Pool({ connectionString: location.url, max: 10, keepAlive: true });
    const connections = survivingBrokenConnections(pool, logger);
    return {
      pool,
      embedded: false,
      async close() {
        await pool.end();
        await connections.allClosed();
      },
    };
  }
  let dataDir: string | undefined;
  if (location.kind === 'embedded') {
    mkdirSync(location.dataDir, { recursive: true });
    dataDir = location.dataDir;
  }
  const pglite = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  // No idle timeout: an in-process client holds no socket, and replacing it is what breaks (above).
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1, idleTimeoutMillis: 0, Client: EmbeddedClient });
  survivingBrokenConnections(pool, logger);
  return {
    pool,
    embedded: true,
    async close() {
      // PGlite's in-process clients have no socket to wait for.
      await pool.end();
      await pglite.close();
    },
  };
}

const CLOSE_WAIT_MS = 5000;

/**
 * A connection breaks when Postgres restarts, an idle connection is cut or an admin terminates
 * its backend; its client then emits 'error', which would crash the process if nobody
 * listened. Every client gets a listener that logs it: the pool drops a broken idle client at
 * once and a broken checked-out one when it is released (its query has failed already), and
 * opens fresh clients for the next checkouts.
 *
 * `pool.end()` resolves before the clients' sockets are closed; `allClosed` waits for them, so
 * a closed database has no connection left on the server.
 */
function survivingBrokenConnections(pool: pg.Pool, logger: Logger): { allClosed(): Promise<void> } {
  const open = new Set<pg.PoolClient>();
  let onLastClosed: () => void = () => undefined;
  pool.on('connect', (client) => {
    open.add(client);
    client.on('error', (error) => logger.warn({ err: error }, 'a database connection broke; the pool replaces it'));
    client.once('end', () => {
      open.delete(client);
      if (open.size === 0) onLastClosed();
    });
  });
  // The client's own listener above has logged the error; the pool has already dropped the client.
  pool.on('error', () => undefined);
  return {
    allClosed: () =>
      new Promise((resolve) => {
        if (open.size === 0) return resolve();
        onLastClosed = resolve;
        // A socket that never reports its end must not hang a shutdown.
        setTimeout(resolve, CLOSE_WAIT_MS).unref();
      }),
  };
}

/** Runs `work` in one transaction on one client; rolls back if it throws. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
