import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, openScratchDatabase } from '@kamra/platform/testing';
import { createLogger, type Database } from '@kamra/platform';
import { event, eventStoreContract, readEverything, waitFor } from '../contract.suite.js';
import { comparePositions, type GlobalPosition, type RecordedEvent } from '../port.js';
import { PostgresEventStore } from './postgres-event-store.js';

for (const target of databaseTargets()) {
  eventStoreContract(`postgres adapter on ${target}`, async () => {
    const database = await openScratchDatabase(target);
    const store = await PostgresEventStore.create(database.pool, { pollIntervalMs: 50 });
    return { store, close: async () => { await store.close(); await database.close(); } };
  });

  describe(`postgres adapter on ${target}: late commits`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await openScratchDatabase(target);
    });
    afterAll(async () => {
      await database.close();
    });

    // Appenders hold their transaction open for a random time before COMMIT, so sequence
    // numbers are handed out in one order and become visible in another. A reader that
    // trusted global_position alone would move past a number whose transaction commits later.
    it('delivers every event exactly once, in position order, despite out-of-order commits', async () => {
      const store = await PostgresEventStore.create(slowCommitPool(database.pool, 40), { pollIntervalMs: 5 });
      const reader = await PostgresEventStore.create(database.pool, { pollIntervalMs: 5 });
      const seen: RecordedEvent[] = [];
      const subscription = reader.subscribeToAll({ onEvent: async (e) => void seen.push(e) });

      const appenders = 12;
      const appendsEach = 10;
      await Promise.all(
        Array.from({ length: appenders }, async (_, a) => {
          const id = `gap-${a}-${randomUUID()}`;
          for (let i = 0; i < appendsEach; i++) {
            await store.appendToStream(id, [event('Gap', i)], { expectedRevision: i === 0 ? 'no_stream' : BigInt(i - 1) });
          }
        }),
      );
      await waitFor(() => seen.length === appenders * appendsEach, 30_000);
      await subscription.stop();

      const ids = seen.map((e) => `${e.streamId}#${e.revision}`);
      expect(new Set(ids).size).toBe(appenders * appendsEach);
      seen.slice(1).forEach((e, i) => {
        const previous = seen[i];
        if (previous) expect(comparePositions(previous.position, e.position)).toBe(-1);
      });
      expect(await readEverything(reader)).toHaveLength(appenders * appendsEach);
    }, 60_000);

    // PGlite has one session, so no other transaction can be open beside an append there.
    if (target === 'postgres') {
      it("wakes a subscription on another process's append (NOTIFY), without waiting for its poll", async () => {
        // Two store instances share no in-process wakeups: only the NOTIFY can wake the reader,
        // whose poll is an hour away.
        const reader = await PostgresEventStore.create(database.pool, { pollIntervalMs: 3_600_000, listenForAppends: createLogger('test') });
        const writer = await PostgresEventStore.create(database.pool);
        const seen: RecordedEvent[] = [];
        const subscription = reader.subscribeToAll({ after: await reader.headPosition(), onEvent: async (e) => void seen.push(e) });
        try {
          await subscription.caughtUp;
          await reader.listening;
          const { position } = await writer.appendToStream(`woken-${randomUUID()}`, [event('Woken', 1)], { expectedRevision: 'no_stream' });
          await waitFor(() => seen.some((e) => comparePositions(e.position, position) === 0));
        } finally {
          await subscription.stop();
          await reader.close();
          await writer.close();
        }
      });

      it('reads an event held back behind an open transaction soon after it ends, without waiting for its poll', async () => {
        // The wakeup for the append arrives while another transaction is open, so the read it
        // prompts finds nothing; the reader must look again once that transaction ends, not an
        // hour later at its next poll.
        const reader = await PostgresEventStore.create(database.pool, { pollIntervalMs: 3_600_000, listenForAppends: createLogger('test') });
        const writer = await PostgresEventStore.create(database.pool);
        const blocker = await database.pool.connect();
        const seen: RecordedEvent[] = [];
        const subscription = reader.subscribeToAll({ after: await reader.headPosition(), onEvent: async (e) => void seen.push(e) });
        try {
          await subscription.caughtUp;
          await reader.listening;
          await blocker.query('BEGIN');
          await blocker.query('SELECT pg_current_xact_id()');
          const { position } = await writer.appendToStream(`held-woken-${randomUUID()}`, [event('HeldWoken', 1)], { expectedRevision: 'no_stream' });
          await new Promise((r) => setTimeout(r, 200));
          expect(seen).toHaveLength(0);
          await blocker.query('ROLLBACK');
          await waitFor(() => seen.some((e) => comparePositions(e.position, position) === 0), 10_000);
        } finally {
          await blocker.query('ROLLBACK').catch(() => undefined);
          blocker.release();
          await subscription.stop();
          await reader.close();
          await writer.close();
        }
      });

      it('puts its head at an event that readAll still holds back behind an open transaction', async () => {
        const store = await PostgresEventStore.create(database.pool);
        const blocker = await database.pool.connect();
        let appended: GlobalPosition;
        try {
          await blocker.query('BEGIN');
          await blocker.query('SELECT pg_current_xact_id()');
          ({ position: appended } = await store.appendToStream(`held-${randomUUID()}`, [event('Held', 1)], { expectedRevision: 'no_stream' }));
          const visible = await readEverything(store);
          expect(visible.some((e) => comparePositions(e.position, appended) === 0)).toBe(false);
          expect(await store.headPosition()).toEqual(appended);
        } finally {
          await blocker.query('ROLLBACK');
          blocker.release();
        }
        expect((await readEverything(store)).at(-1)?.position).toEqual(appended);
      });
    }
  });
}

/** Wraps a pool so every COMMIT waits a random time first, widening the commit-order window. */
function slowCommitPool(pool: pg.Pool, maxDelayMs: number): pg.Pool {
  const connect = async (): Promise<pg.PoolClient> => {
    const client = await pool.connect();
    const query = client.query.bind(client) as (text: string, values?: unknown[]) => Promise<pg.QueryResult>;
    return new Proxy(client, {
      get(target, property, receiver) {
        if (property !== 'query') return Reflect.get(target, property, receiver);
        return async (text: string, values?: unknown[]) => {
          if (text === 'COMMIT') await new Promise((r) => setTimeout(r, Math.random() * maxDelayMs));
          return query(text, values);
        };
      },
    });
  };
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property === 'connect') return connect;
      // pool.query calls this.connect(callback) itself; let it reach the real pool.
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
