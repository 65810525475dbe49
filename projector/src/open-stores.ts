import path from 'node:path';
import { openEventLog, type EventStore } from '@kamra/eventstore';
import { databaseLocation, openDatabase, type Database, type KamraConfig } from '@kamra/platform';

/**
 * The read-table database and the event store as configured. The log shares the read tables'
 * database (and pool) unless EVENTSTORE_URL names another Postgres or KurrentDB.
 */
export interface KamraStores {
  database: Database;
  store: EventStore;
  /** Events in the log, counted cheaply, or null when the store cannot say (KurrentDB). */
  countEvents(): Promise<number | null>;
  close(): Promise<void>;
}

export async function openKamraStores(config: KamraConfig): Promise<KamraStores> {
  const database = await openDatabase(databaseLocation(config.databaseUrl, path.join(config.dataDir, 'pglite')));
  const log = await openEventLog(config, database);
  return {
    database,
    store: log.store,
    countEvents: () => log.countEvents(),
    async close() {
      await log.close();
      await database.close();
    },
  };
}
