import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../database.js';

/**
 * A fresh database for one test file: embedded in memory, or a new database on the real
 * Postgres named by TEST_DATABASE_URL, dropped again by `close`.
 */
export async function openScratchDatabase(target: 'pglite' | 'postgres'): Promise<Database> {
  if (target === 'pglite') return openDatabase({ kind: 'memory' });
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `kamra_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'url', url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
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
