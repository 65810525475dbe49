import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PostgresEventStore } from '@kamra/eventstore';
import { openDatabase, type Database } from '@kamra/platform';
import { projections, rebuildReadTables } from '@kamra/projector';
import { seedLog } from './seed-log.js';

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

/**
 * The database a tool run on its own measures: `given` as it is, or else a scratch one holding
 * the bench's full log (1M events, about 100,000 public listings), rebuilt, and dropped by
 * `drop` (about three minutes here). The seed writes in long transactions, during which the
 * Postgres event store's readers on the same server wait: run it on its own, not beside the tests.
 */
export async function fullLogDatabase(given: string | undefined, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (given) return { url: given, drop: async () => undefined };
  const scratch = await createScratchDatabase(prefix);
  const store = await PostgresEventStore.create(scratch.database.pool, { pollIntervalMs: 50 });
  const seeded = await seedLog(scratch.database.pool, { events: 1_000_000, listings: 141_000, users: 20_000 });
  await rebuildReadTables({ pool: scratch.database.pool, store, projections });
  await store.close();
  console.log(`seeded and rebuilt ${seeded.events.toLocaleString('en-US')} events (${seeded.publicListings.length.toLocaleString('en-US')} public listings)`);
  return scratch;
}
