import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../database.js';

export interface ScratchDatabase extends Database {
  /** Its address on the real Postgres, for a second process or pool to open; null on PGlite. */
  readonly url: string | null;
}

/**
 * A fresh database for one test file: embedded in memory, or a new database on the real
 * Postgres named by TEST_DATABASE_URL, dropped again by `close`.
 */
export async function openScratchDatabase(target: 'pglite' | 'postgres'): Promise<ScratchDatabase> {
  if (target === 'pglite') return { ...(await openDatabase({ kind: 'memory' })), url: null };
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `kamra_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'url', url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await asAdmin(adminUrl, async (admin) => {
        await untilBackendsExit(admin, { database: name });
        // FORCE only for a backend that outlived the wait; its client's error listener (kept by
        // openDatabase) takes the termination quietly.
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}

/**
 * Cuts every connection to the database at `url` as an admin would (pg_terminate_backend), and
 * waits until their backends are gone: what a process sees when Postgres restarts under it.
 */
export async function terminateConnections(url: string): Promise<number> {
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = new URL(url).pathname.slice(1);
  return asAdmin(adminUrl, async (admin) => {
    // Two statements: in one, the planner may terminate rows before filtering them.
    const { rows } = await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [name]);
    const pids = rows.map((row) => row.pid);
    await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [pids]);
    await untilBackendsExit(admin, { pids });
    return pids.length;
  });
}

/** Runs `work` on a short-lived connection to the admin database. */
async function asAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', () => undefined); // a failure also rejects the query or connect in progress
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const BACKEND_EXIT_WAIT_MS = 5000;

/**
 * A closed or terminated client's backend leaves pg_stat_activity a moment later; dropping the
 * database before then would terminate it. Waits, bounded, until none of them is left.
 */
async function untilBackendsExit(admin: pg.Client, which: { database: string } | { pids: number[] }): Promise<void> {
  const deadline = Date.now() + BACKEND_EXIT_WAIT_MS;
  const [where, parameter] = 'database' in which ? ['datname = $1', which.database] : ['pid = ANY($1)', which.pids];
  for (;;) {
    const { rows } = await admin.query<{ count: number }>(`SELECT count(*)::int AS count FROM pg_stat_activity WHERE ${where}`, [parameter]);
    if ((rows[0]?.count ?? 0) === 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** The targets a database test runs on: PGlite always, the real Postgres when configured. */
export function databaseTargets(): Array<'pglite' | 'postgres'> {
  if (testDatabaseUrl()) return ['pglite', 'postgres'];
  if (!skipNoticePrinted) {
    skipNoticePrinted = true;
    console.info('TEST_DATABASE_URL is not set: database tests run on PGlite only.');
  }
  return ['pglite'];
}
let skipNoticePrinted = false;
