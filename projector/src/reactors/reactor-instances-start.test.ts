/**
 * Two instances of a deployment start their reactors at the same moment on a database that has
 * no reactor schema yet (a first deploy with two replicas). `CREATE SCHEMA IF NOT EXISTS` and
 * `CREATE TABLE IF NOT EXISTS` are not safe against each other in Postgres: the loser of the
 * race fails on the catalog's unique index instead of finding the object there. Both must start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore, type EventStore } from '@kamra/eventstore';
import { createLogger, openDatabase, type Database } from '@kamra/platform';
import { databaseTargets, openScratchDatabase, type ScratchDatabase } from '@kamra/platform/testing';
import type { Reactor } from './reactor.js';
import { ReactorRunner } from './reactor-runner.js';

const targets = databaseTargets().filter((target) => target === 'postgres');

describe.skipIf(targets.length === 0)('reactor instances starting together on a fresh Postgres', () => {
  let scratch: ScratchDatabase;
  const others: Database[] = [];
  let store: EventStore;

  beforeAll(async () => {
    scratch = await openScratchDatabase('postgres');
    store = await PostgresEventStore.create(scratch.pool, { pollIntervalMs: 10 });
    for (let i = 0; i < 3; i++) others.push(await openDatabase({ kind: 'url', url: scratch.url ?? '' }));
  });

  afterAll(async () => {
    await store.close();
    for (const other of others) await other.close();
    await scratch.close();
  });

  it('all start, whichever creates the reactor schema first', async () => {
    const reactor: Reactor<never> = { name: 'nothing', lockKey: 9_302, react: () => [], perform: async () => undefined };
    const runners = [scratch, ...others].map((database) =>
      new ReactorRunner({ store, pool: database.pool, reactor, logger: createLogger('test'), retryDelayMs: 10 }));
    const started = await Promise.allSettled(runners.map((runner) => runner.start()));
    await Promise.all(runners.map((runner) => runner.stop()));
    expect(started.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason))).toEqual([]);
  });
});
