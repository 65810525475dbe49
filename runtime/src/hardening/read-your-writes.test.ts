/**
 * x-after-position across connections: a projector committing in one connection wakes a reader
 * listening in another. The cap on waiting queries is tested beside the read service
 * (read-service/src/wait-for-position.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { openScratchDatabase, testDatabaseUrl } from '@kamra/platform/testing';
import { createLogger } from '@kamra/platform';
import { Projector, projections } from '@kamra/projector';
import { READ_SCHEMA, readCheckpoint, readDb } from '@kamra/read-model';
import { migrateReadTables } from '@kamra/read-model/migrations';
import { CheckpointWatch, listenForCheckpoints } from '@kamra/read-service';
import { openEventStore } from '@kamra/eventstore';
import { describe, expect, it } from 'vitest';

describe.skipIf(!testDatabaseUrl())('checkpoint notifications on a real Postgres', () => {
  it('wake a reader in another connection when a projector elsewhere commits, with no fallback reads', async () => {
    const database = await openScratchDatabase('postgres');
    const logger = createLogger('test');
    try {
      const store = await openEventStore(undefined, database.pool);
      await migrateReadTables(database.pool, READ_SCHEMA);
      const db = readDb(database.pool);
      const watch = new CheckpointWatch({ readCheckpoint: () => readCheckpoint(db), maxWaiters: 10, maxWaitMs: 20_000, fallbackMs: 60_000 });
      const listening = listenForCheckpoints(database.pool, watch, logger);
      // Nothing commits before LISTEN is in place.
      await listening.listening;
      const projector = new Projector({ store, db, projections, logger, singleInstance: true });
      await projector.start();
      try {
        const waited = watch.reached({ major: 1n, minor: 0n });
        const userId = randomUUID();
        await store.appendToStream(`user-${userId}`, [{
          type: 'UserRegistered',
          data: { userId, name: 'Ayesha', email: `${userId}@example.pk`, picture: null },
          metadata: {
            eventId: randomUUID(), actorId: userId, actorRole: 'user', correlationId: randomUUID(),
            causationId: null, occurredAt: new Date().toISOString(), schemaVersion: 1,
          },
        }], { expectedRevision: 'no_stream' });
        expect(await waited).toBe(true);
      } finally {
        await projector.stop();
        await listening.close();
      }
    } finally {
      await database.close();
    }
  });
});
