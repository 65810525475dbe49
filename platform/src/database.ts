import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';

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

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.kind === 'url') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    return { pool, embedded: false, close: () => pool.end() };
  }
  let dataDir: string | undefined;
  if (location.kind === 'embedded') {
    mkdirSync(location.dataDir, { recursive: true });
    dataDir = location.dataDir;
  }
  const pglite = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  return {
    pool,
    embedded: true,
    async close() {
      await pool.end();
      await pglite.close();
    },
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
