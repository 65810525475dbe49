import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingStream } from '@kamra/contracts/events';
import { PostgresEventStore, type EventStore } from '@kamra/eventstore';
import { createLogger, type Database } from '@kamra/platform';
import { databaseTargets, openScratchDatabase } from '@kamra/platform/testing';
import { metadataOf, newEvent, roomSubmitted } from '../listings/listing-fixtures.js';
import { slowToStop } from '../testing/slow-to-stop.js';
import type { Reactor } from './reactor.js';
import { ReactorRunner } from './reactor-runner.js';

/**
 * A reactor whose effect fails once starts again from its checkpoint. A store may report that
 * one failure more than once (here: twice, and its old subscription is slow to stop); the runner
 * must still follow one subscription at a time, or it would react to each later event twice.
 */
describe.each(databaseTargets())('a reactor runner after a failure (%s)', (target) => {
  let database: Database;
  let store: EventStore;

  beforeAll(async () => {
    database = await openScratchDatabase(target);
    store = await PostgresEventStore.create(database.pool, { pollIntervalMs: 10 });
  });

  afterAll(async () => {
    await store.close();
    await database.close();
  });

  it('follows one subscription at a time when a failure is reported twice', async () => {
    const watched = slowToStop(store, { stopDelayMs: 100, reportErrorsTwice: true });
    const performed: string[] = [];
    let failures = 0;
    const reactor: Reactor<string> = {
      name: `echo-${target}`,
      lockKey: 9_301,
      react: (cause) => (cause.event.type === 'ListingSubmitted' ? [cause.streamId] : []),
      async perform(effect) {
        if (effect.endsWith('-1') && failures++ === 0) throw new Error('the outbox is down');
        performed.push(effect);
      },
    };
    const runner = new ReactorRunner({ store: watched.store, pool: database.pool, reactor, logger: createLogger('test'), retryDelayMs: 10 });
    await runner.start();
    try {
      for (let n = 0; n < 6; n++) {
        const listingId = `echo-${target}-${n}`;
        const at = new Date(Date.parse('2025-06-01T00:00:00.000Z') + n * 60_000).toISOString();
        await store.appendToStream(listingStream(listingId), [newEvent(roomSubmitted(listingId, 'user-a', at), metadataOf('user-a', 'user', at))], { expectedRevision: 'no_stream' });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await runner.caughtUp();
    } finally {
      await runner.stop();
    }
    expect(failures).toBeGreaterThan(0);
    expect(watched.mostAtOnce()).toBe(1);
    // Each effect done once: the failed one again after the restart, none twice side by side.
    expect([...performed].sort()).toEqual([0, 1, 2, 3, 4, 5].map((n) => listingStream(`echo-${target}-${n}`)).sort());
  });
});
