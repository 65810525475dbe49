import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStream } from '@kamra/contracts/events';
import { PostgresEventStore } from '@kamra/eventstore';
import { createLogger, type Database } from '@kamra/platform';
import { openScratchDatabase, testDatabaseUrl } from '@kamra/platform/testing';
import { READ_SCHEMA, readCheckpoint, readDb } from '@kamra/read-model';
import { migrateReadTables } from '@kamra/read-model/migrations';
import { Projector } from './projector.js';
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

  it('keeps the second instance waiting until the first stops, then hands over', async () => {
    const store = await PostgresEventStore.create(database.pool, { pollIntervalMs: 20 });
    const db = readDb(database.pool);
    const logger = createLogger('test');
    const first = new Projector({ store, db, projections, logger, singleInstance: true });
    const second = new Projector({ store, db, projections, logger, singleInstance: true });
    await first.start();
    await second.start();
    expect((await first.status()).running).toBe(true);
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
    expect(afterSecond && afterFirst && afterSecond.minor > afterFirst.minor).toBe(true);
    await second.stop();
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
