import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userStream } from '@kamra/contracts/events';
import { comparePositions, PostgresEventStore } from '@kamra/eventstore';
import { createLogger, type Database } from '@kamra/platform';
import { openScratchDatabase, terminateConnections, testDatabaseUrl } from '@kamra/platform/testing';
import { READ_SCHEMA, readCheckpoint, readDb } from '@kamra/read-model';
import { migrateReadTables } from '@kamra/read-model/migrations';
import { Projector } from './projector.js';
import { PROJECTOR_LOCK_KEY } from './single-instance-lock.js';
import { projections } from './projections.js';

const onRealPostgres = testDatabaseUrl() ? describe : describe.skip;
if (!testDatabaseUrl()) console.info('TEST_DATABASE_URL is not set: the projector lock test needs a real Postgres (PGlite has one session).');

onRealPostgres('only one projector instance projects at a time', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openScratchDatabase('postgres');
    await migrateReadTables(database.pool, READ_SCHEMA);
  });
  afterAll(async () => {
    await database.close();
  });
  // A failed test must not leave a projector holding the lock (and a connection) behind.
  const started: Projector[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((projector) => projector.stop()));
  });
  function projectorOn(store: PostgresEventStore, options: { retryDelayMs?: number } = {}): Projector {
    const projector = new Projector({ store, db: readDb(database.pool), projections, logger: createLogger('test'), singleInstance: true, ...options });
    started.push(projector);
    return projector;
  }

  /**
   * The backend holding the projector's lock in this database, if any. pg_locks covers the
   * whole server, where other test files run projectors and take per-stream advisory locks.
   */
  async function lockHolder(): Promise<number | null> {
    const { rows } = await database.pool.query<{ pid: number }>(
      `SELECT pid FROM pg_locks
       WHERE locktype = 'advisory' AND granted AND objsubid = 1
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
         AND (classid::bigint << 32 | objid::bigint) = $1`,
      [PROJECTOR_LOCK_KEY],
    );
    return rows[0]?.pid ?? null;
  }

  it('keeps the second instance waiting until the first stops, then hands over', async () => {
    const store = await PostgresEventStore.create(database.pool, { pollIntervalMs: 20 });
    const db = readDb(database.pool);
    const first = projectorOn(store);
    const second = projectorOn(store);
    await first.start();
    // start() waits only a moment for the lock; on a loaded machine taking it may take longer.
    await waitFor(async () => (await first.status()).running);
    await second.start();
    expect((await second.status()).running).toBe(false);

    await store.appendToStream(userStream(randomUUID()), [registered()], { expectedRevision: 'no_stream' });
    await first.caughtUp();
    const afterFirst = await readCheckpoint(db);
    expect(afterFirst).not.toBeNull();

    await first.stop();
    await waitFor(async () => (await second.status()).running);
    await store.appendToStream(userStream(randomUUID()), [registered()], { expectedRevision: 'no_stream' });
    await second.caughtUp();
    const afterSecond = await readCheckpoint(db);
    expect(afterSecond && afterFirst && comparePositions(afterSecond, afterFirst)).toBe(1);
    await second.stop();
  }, 30_000);

  it('takes its lock again and goes on projecting after its connections are terminated', async () => {
    const store = await PostgresEventStore.create(database.pool, { pollIntervalMs: 20 });
    const db = readDb(database.pool);
    const projector = projectorOn(store, { retryDelayMs: 20 });
    await projector.start();
    await waitFor(async () => (await projector.status()).running);
    const holder = await lockHolder();
    expect(holder).not.toBeNull();
    const url = database.pool.options.connectionString;
    if (!url) throw new Error('scratch database has no URL');

    const before = await readCheckpoint(db);

    // The lock's session, the subscription's polls and every idle connection go at once.
    expect(await terminateConnections(url)).toBeGreaterThan(0);
    await store.appendToStream(userStream(randomUUID()), [registered()], { expectedRevision: 'no_stream' });
    // The heartbeat notices the lost session; the projector takes the lock again, on a new session.
    await waitFor(async () => {
      const now = await lockHolder();
      return now !== null && now !== holder && (await projector.status()).running;
    });
    await projector.caughtUp();
    const after = await readCheckpoint(db);
    expect(after && (!before || comparePositions(after, before) === 1)).toBe(true);
    await projector.stop();
    expect(await lockHolder()).toBeNull();
  }, 30_000);
});

function registered() {
  const userId = randomUUID();
  return {
    type: 'UserRegistered',
    data: { userId, name: 'Zainab Qureshi', email: `${userId}@example.pk`, picture: null },
    metadata: {
      eventId: randomUUID(), actorId: userId, actorRole: 'user' as const, correlationId: randomUUID(),
      causationId: null, occurredAt: new Date().toISOString(), schemaVersion: 1,
    },
  };
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
