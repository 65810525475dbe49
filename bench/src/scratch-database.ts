import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '@kamra/platform';

/** The real Postgres the bench's scripts make their scratch databases on. */
export const BENCH_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  url: string;
  database: Database;
  /** Closes the pool and drops the database, ending any connection still open to it. */
  drop(): Promise<void>;
}

/** A new, empty database on the bench's Postgres, opened. */
export async function createScratchDatabase(prefix = 'kamra_bench'): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'url', url: url.toString() });
  // Dropping the database at the end ends idle connections; that is expected.
  database.pool.on('error', () => undefined);
  return {
    url: url.toString(),
    database,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: BENCH_ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
