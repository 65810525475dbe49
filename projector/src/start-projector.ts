import type { EventStore } from '@kamra/eventstore';
import type { Database, Logger } from '@kamra/platform';
import { READ_SCHEMA, readDb } from '@kamra/read-model';
import { migrateReadTables } from '@kamra/read-model/migrations';
import { projections } from './projections.js';
import { Projector } from './projector.js';

export interface StartProjectorOptions {
  store: EventStore;
  /** The database of the read tables. */
  database: Database;
  logger: Logger;
}

/**
 * Brings the read tables up to date with this code's migrations, then follows the log. The
 * projector is the only part that migrates the read tables; the read service waits for it.
 */
export async function startProjector({ store, database, logger }: StartProjectorOptions): Promise<Projector> {
  await migrateReadTables(database.pool, READ_SCHEMA);
  const projector = new Projector({
    store, db: readDb(database.pool), projections, logger, singleInstance: !database.embedded,
    durableCommits: database.embedded,
  });
  await projector.start();
  return projector;
}
