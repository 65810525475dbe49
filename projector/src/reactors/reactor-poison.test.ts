/**
 * One cause whose effect fails every time (a provider that refuses it for good, a decider that
 * throws on a state nobody expected) would hold up every event behind it, the runner starting
 * again before it for ever. After failing often enough in a row it is set aside where an
 * operator sees it, and the log is followed on; a cause that fails a few times and then works
 * is only late.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDb } from '@kamra/read-model';
import { listingStream } from '@kamra/contracts/events';
import { PostgresEventStore, type EventStore } from '@kamra/eventstore';
import { createLogger, type Database } from '@kamra/platform';
import { openScratchDatabase } from '@kamra/platform/testing';
import { metadataOf, newEvent, roomSubmitted } from '../listings/listing-fixtures.js';
import type { Reactor } from './reactor.js';
import { ReactorRunner } from './reactor-runner.js';

describe('a reactor with one cause that always fails', () => {
  let database: Database;
  let store: EventStore;

  beforeAll(async () => {
    database = await openScratchDatabase('pglite');
    store = await PostgresEventStore.create(database.pool, { pollIntervalMs: 10 });
  });

  afterAll(async () => {
    await store.close();
    await database.close();
  });

  async function submitted(listingId: string, n: number): Promise<void> {
    const at = new Date(Date.parse('2025-06-01T00:00:00.000Z') + n * 60_000).toISOString();
    await store.appendToStream(listingStream(listingId), [newEvent(roomSubmitted(listingId, 'user-a', at), metadataOf('user-a', 'user', at))], { expectedRevision: 'no_stream' });
  }

  it('sets it aside, recorded with its error, and still reacts to the events after it', async () => {
    const performed: string[] = [];
    let attempts = 0;
    const reactor: Reactor<string> = {
      name: 'poisoned',
      lockKey: 9_303,
      react: (cause) => (cause.event.type === 'ListingSubmitted' ? [cause.streamId] : []),
      async perform(effect) {
        if (effect.endsWith('poison-0')) {
          attempts++;
          throw new Error('refused for good');
        }
        performed.push(effect);
      },
    };
    const runner = new ReactorRunner({ store, pool: database.pool, reactor, logger: createLogger('test'), retryDelayMs: 10, parkAfterFailures: 5, parkAfterMs: 0 });
    await runner.start();
    try {
      for (let n = 0; n < 3; n++) await submitted(`poison-${n}`, n);
      const until = Date.now() + 5000;
      while (performed.length < 2 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await runner.stop();
    }
    expect(attempts).toBe(5);
    expect(performed).toEqual([listingStream('poison-1'), listingStream('poison-2')]);
    const parked = await sql<{ stream_id: string; event_type: string; attempts: number; error: string }>`
      SELECT stream_id, event_type, attempts, error FROM kamra_reactors.parked WHERE reactor = 'poisoned'`.execute(readDb(database.pool));
    expect(parked.rows).toEqual([{ stream_id: listingStream('poison-0'), event_type: 'ListingSubmitted', attempts: 5, error: expect.stringContaining('refused for good') }]);
  });

  it('performs a cause that fails a few times and then works, late but once, setting nothing aside', async () => {
    const performed: string[] = [];
    let attempts = 0;
    const reactor: Reactor<string> = {
      name: 'hiccup',
      lockKey: 9_304,
      react: (cause) => (cause.event.type === 'ListingSubmitted' && cause.streamId.includes('hiccup') ? [cause.streamId] : []),
      async perform(effect) {
        if (effect.endsWith('hiccup-0') && ++attempts < 4) throw new Error('try again later');
        performed.push(effect);
      },
    };
    const runner = new ReactorRunner({ store, pool: database.pool, reactor, logger: createLogger('test'), retryDelayMs: 10, parkAfterFailures: 5, parkAfterMs: 0 });
    await runner.start();
    try {
      for (let n = 0; n < 2; n++) await submitted(`hiccup-${n}`, n);
      const until = Date.now() + 5000;
      while (performed.length < 2 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await runner.stop();
    }
    expect(attempts).toBe(4);
    expect(performed).toEqual([listingStream('hiccup-0'), listingStream('hiccup-1')]);
    const parked = await sql`SELECT 1 FROM kamra_reactors.parked WHERE reactor = 'hiccup'`.execute(readDb(database.pool));
    expect(parked.rows).toEqual([]);
  });

  it('never sets aside a cause that failed while the database was down: it is tried again once it is back', async () => {
    let down = false;
    // The runner's own pool, refusing connections while the database is "down".
    const pool = new Proxy(database.pool, {
      get(target, key, receiver) {
        if (key === 'connect') return () => (down ? Promise.reject(new Error('connection refused')) : target.connect());
        const value: unknown = Reflect.get(target, key, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const performed: string[] = [];
    let attempts = 0;
    const reactor: Reactor<string> = {
      name: 'outage',
      lockKey: 9_305,
      react: (cause) => (cause.event.type === 'ListingSubmitted' && cause.streamId.includes('outage') ? [cause.streamId] : []),
      async perform(effect) {
        // The first eight tries meet the database going away under them, for a moment each time.
        if (++attempts <= 8) {
          down = true;
          setTimeout(() => { down = false; }, 5);
          throw new Error('the read tables cannot be reached');
        }
        performed.push(effect);
      },
    };
    const runner = new ReactorRunner({ store, pool, reactor, logger: createLogger('test'), retryDelayMs: 10, maxRetryDelayMs: 40, parkAfterFailures: 3, parkAfterMs: 0 });
    await runner.start();
    try {
      await submitted('outage-0', 0);
      const until = Date.now() + 8000;
      while (performed.length < 1 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      down = false;
      await runner.stop();
    }
    expect(attempts).toBe(9);
    expect(performed).toEqual([listingStream('outage-0')]);
    const parked = await sql`SELECT 1 FROM kamra_reactors.parked WHERE reactor = 'outage'`.execute(readDb(database.pool));
    expect(parked.rows).toEqual([]);
  });
});
