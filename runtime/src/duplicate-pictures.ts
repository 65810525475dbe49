import type { EventStore, GlobalPosition } from '@kamra/eventstore';
import type { Database, Logger } from '@kamra/platform';
import { ReactorRunner } from '@kamra/projector';
import { duplicatePicturesReactor, followPictureHashes, PictureHashIndex, type DuplicatePicturesEffect, type PictureHashFeed } from '@kamra/write-service';
import { runReactor, type RunningReactor } from './price-flags.js';

export interface DuplicatePicturesOptions {
  store: EventStore;
  database: Database;
  logger: Logger;
  now(): Date;
  /** The write side's index and its feed, when this process has them already; else the reactor follows the log for its own. */
  pictures?: { index: PictureHashIndex; feed: PictureHashFeed };
}

/**
 * The duplicate-picture reactor (a second look at every submission once the index holds all
 * before it), beside the projector in the one-process runtime and in `npm run start:reactors`.
 */
export async function startDuplicatePictures(options: DuplicatePicturesOptions): Promise<RunningReactor> {
  const { store, database, logger, now } = options;
  const own = options.pictures === undefined;
  const index = options.pictures?.index ?? new PictureHashIndex();
  const feed = options.pictures?.feed ?? followPictureHashes(store, index, logger);
  let stopped = false;
  async function indexReached(position: GlobalPosition): Promise<boolean> {
    while (!feed.passed(position)) {
      if (stopped) return false;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return true;
  }
  const runner = new ReactorRunner<DuplicatePicturesEffect>({
    store,
    pool: database.pool,
    logger,
    singleInstance: !database.embedded,
    reactor: duplicatePicturesReactor({ store, index, indexReached, now }),
  });
  const running = await runReactor(runner, () => {
    stopped = true;
  });
  return {
    caughtUp: running.caughtUp,
    async stop() {
      await running.stop();
      if (own) await feed.stop();
    },
  };
}
