import path from 'node:path';
import { databaseLocation, openDatabase, type Database, type KamraConfig } from '@kamra/platform';
import { isKurrentUrl, openEventStore } from './open-event-store.js';
import type { EventStore } from './port.js';

/** The event log as configured, and the database it lives in (none for KurrentDB). */
export interface EventLog {
  store: EventStore;
  database: Database | null;
  /** Events in the log, counted cheaply, or null when the store cannot say (KurrentDB). */
  countEvents(): Promise<number | null>;
  /** Closes the store, and its database when the log opened one of its own. */
  close(): Promise<void>;
}

/**
 * Opens the log named by EVENTSTORE_URL: KurrentDB, a Postgres, or (unset) the embedded PGlite
 * under DATA_DIR. A process that already holds the read tables' database passes it as `shared`;
 * the log then lives there unless EVENTSTORE_URL names another database (PGlite has one session,
 * so the one-process runtime must share).
 */
export async function openEventLog(
  config: Pick<KamraConfig, 'eventStoreUrl' | 'databaseUrl' | 'dataDir'>,
  shared?: Database,
): Promise<EventLog> {
  const url = config.eventStoreUrl;
  const kurrent = isKurrentUrl(url);
  const useShared = shared !== undefined && (url === undefined || url === config.databaseUrl);
  const database = kurrent ? null : useShared ? shared : await openDatabase(databaseLocation(url, path.join(config.dataDir, 'pglite')));
  const owned = database !== null && database !== shared;
  const store = await openEventStore(url, database?.pool ?? null, { embedded: database?.embedded ?? true });
  return {
    store,
    database,
    async countEvents() {
      if (database === null) return null;
      const result = await database.pool.query<{ count: string }>('SELECT count(*)::text AS count FROM events');
      return Number(result.rows[0]?.count ?? 0);
    },
    async close() {
      await store.close();
      if (owned) await database.close();
    },
  };
}
