import path from 'node:path';
import { isKurrentUrl, openEventStore, type EventStore } from '@kamra/eventstore';
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
  const separateLog = config.eventStoreUrl !== undefined && !isKurrentUrl(config.eventStoreUrl) && config.eventStoreUrl !== config.databaseUrl;
  const logDatabase = separateLog ? await openDatabase(databaseLocation(config.eventStoreUrl, '')) : database;
  const store = await openEventStore(config.eventStoreUrl, logDatabase.pool);
  return {
    database,
    store,
    async countEvents() {
      if (isKurrentUrl(config.eventStoreUrl)) return null;
      const result = await logDatabase.pool.query<{ count: string }>('SELECT count(*)::text AS count FROM events');
      return Number(result.rows[0]?.count ?? 0);
    },
    async close() {
      await store.close();
      if (logDatabase !== database) await logDatabase.close();
      await database.close();
    },
  };
}
