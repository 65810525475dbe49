import type { EventStore } from '@kamra/eventstore';
import type { Database, Logger } from '@kamra/platform';
import { ReactorRunner } from '@kamra/projector';
import { readDb } from '@kamra/read-model';
import { listingAreaFigures, type CheckpointWatch } from '@kamra/read-service';
import { priceFlagReactor, type PriceFlagEffect } from '@kamra/write-service';
import { readTablesReached } from './read-tables-reached.js';

export interface PriceFlagsOptions {
  store: EventStore;
  database: Database;
  /** Where the read tables have got to: a listing is judged once they include its approval. */
  checkpoints: CheckpointWatch;
  logger: Logger;
  now(): Date;
}

/**
 * The price-flag reactor, which crosses the services: it reads the read tables for an area's
 * figures and appends through the listing decider. It runs beside the projector in the
 * one-process runtime, and on its own with `npm run start:reactors`.
 */
export interface RunningReactor {
  /** Resolves once every event recorded before the call has been reacted to. */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts a reactor's runner; `beforeStop` first tells the reactor's own waits to give up. */
export async function runReactor<Effect>(runner: ReactorRunner<Effect>, beforeStop: () => void): Promise<RunningReactor> {
  await runner.start();
  return {
    caughtUp: () => runner.caughtUp(),
    async stop() {
      beforeStop();
      await runner.stop();
    },
  };
}

export async function startPriceFlags({ store, database, checkpoints, logger, now }: PriceFlagsOptions): Promise<RunningReactor> {
  const db = readDb(database.pool);
  let stopped = false;
  const runner = new ReactorRunner<PriceFlagEffect>({
    store,
    pool: database.pool,
    logger,
    singleInstance: !database.embedded,
    reactor: priceFlagReactor({
      store,
      now,
      async areaFiguresOf(listingId, position) {
        // Stopping: fail the cause, so the checkpoint stays before it and it is judged again.
        if (!(await readTablesReached(checkpoints, db, position, () => stopped))) throw new Error('stopping before the read tables reached the cause');
        return listingAreaFigures(db, listingId, now());
      },
    }),
  });
  return runReactor(runner, () => {
    stopped = true;
  });
}
