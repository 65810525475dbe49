import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@kamra/platform';
import { migrateReadTables } from './migrate.js';
import { readTablesMigrated, waitForReadTables } from './migration-state.js';

describe('whether the read tables are migrated', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'memory' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('is false until the projector migrates the schema, then true', async () => {
    expect(await readTablesMigrated(database.pool, 'waiting_schema')).toBe(false);
    const waiting = waitForReadTables(database.pool, { schema: 'waiting_schema', intervalMs: 10 });
    await migrateReadTables(database.pool, 'waiting_schema');
    await waiting;
    expect(await readTablesMigrated(database.pool, 'waiting_schema')).toBe(true);
  });

  it('is false for a schema that exists without the migrations', async () => {
    await database.pool.query('CREATE SCHEMA IF NOT EXISTS half_made');
    expect(await readTablesMigrated(database.pool, 'half_made')).toBe(false);
  });
});
