import type pg from 'pg';
import { createLogger } from '@kamra/platform';
import type { EventStore } from './port.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';

/**
 * The event store named by EVENTSTORE_URL: KurrentDB for esdb:// or kurrentdb://, otherwise
 * Postgres on `pool` (the real server, or the embedded PGlite the read tables share).
 */
export async function openEventStore(url: string | undefined, pool: pg.Pool | null, options: { embedded?: boolean } = {}): Promise<EventStore> {
  if (url !== undefined && isKurrentUrl(url)) {
    const { KurrentEventStore } = await import('./kurrent/kurrent-event-store.js');
    return KurrentEventStore.connect(url);
  }
  if (!pool) throw new Error('the Postgres event store needs a database pool');
  // A real Postgres may have appenders in other processes (the write service): hear them.
  return PostgresEventStore.create(pool, options.embedded === false ? { listenForAppends: createLogger('event-store') } : {});
}

export function isKurrentUrl(url: string | undefined): boolean {
  return url !== undefined && /^(esdb|kurrentdb)(\+discover)?:\/\//.test(url);
}
