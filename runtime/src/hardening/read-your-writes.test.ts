/**
 * x-after-position under load: waiting queries are capped in number and woken when the
 * projector moves, instead of each polling the database.
 */
import { randomUUID } from 'node:crypto';
import { AFTER_POSITION_HEADER, type Review } from '@kamra/contracts/read-models';
import { parsePosition } from '@kamra/eventstore';
import { openScratchDatabase, testDatabaseUrl } from '@kamra/platform/testing';
import { createLogger } from '@kamra/platform';
import { Projector, projections } from '@kamra/projector';
import { READ_SCHEMA, readCheckpoint, readDb } from '@kamra/read-model';
import { migrateReadTables } from '@kamra/read-model/migrations';
import { CheckpointWatch, listenForCheckpoints } from '@kamra/read-service';
import { openEventStore } from '@kamra/eventstore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamra, type TestKamra } from '../testing/test-kamra.js';

const MAX_WAITERS = 5;

describe('queries waiting for a position', () => {
  let kamra: TestKamra;
  let user: { token: string };

  beforeAll(async () => {
    kamra = await startTestKamra({ READ_WAIT_MAX_WAITERS: String(MAX_WAITERS), READ_WAIT_MAX_MS: '10000' });
    user = await kamra.signIn();
  });
  afterAll(async () => {
    await kamra.close();
  });

  it('lets a capped number wait, answers the rest at once as stale, and wakes the waiters when the projector passes', async () => {
    const posted = await kamra.request('/api/reviews', { method: 'POST', token: user.token, json: { comment: 'First' } });
    const head = parsePosition(((await posted.json()) as { position: string }).position);
    if (!head) throw new Error('no position');
    await kamra.projector.caughtUp();
    // A later transaction's position: only the next command reaches it.
    const next = `${head.major + 1n}.0`;
    const answers: Promise<Response>[] = [];
    const early: Response[] = [];
    for (let i = 0; i < MAX_WAITERS + 3; i++) {
      // Plain fetch: the harness's request asks a stale answer again, which is what this test watches for.
      const answer = fetch(`${kamra.url}/api/reviews`, { headers: { [AFTER_POSITION_HEADER]: next } });
      answers.push(answer);
      void answer.then((response) => early.push(response));
    }
    // The three over the cap answer without waiting.
    await expect.poll(() => early.length, { timeout: 5000 }).toBe(3);
    expect(early.every((response) => response.headers.get('x-read-stale') === 'true')).toBe(true);

    const second = await kamra.request('/api/reviews', { method: 'POST', token: user.token, json: { comment: 'Second' } });
    expect(second.status).toBe(201);
    const all = await Promise.all(answers);
    const fresh = all.filter((response) => response.headers.get('x-read-stale') === null);
    expect(fresh).toHaveLength(MAX_WAITERS);
    for (const response of fresh) expect(((await response.json()) as Review[]).map((review) => review.comment)).toContain('Second');
  });
});

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
