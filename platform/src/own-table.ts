import type pg from 'pg';
import { inTransaction } from './database.js';

/**
 * A small table a service keeps for itself beside the log or the read tables (rate limits,
 * sign-in codes, test checkouts), created on first use rather than by the read model's
 * migrations, which only the projector runs. The advisory lock keeps two instances starting
 * at once from racing on `create table if not exists`. A failed attempt is tried again next
 * time instead of being remembered.
 */
export function ownTable(pool: pg.Pool, name: string, ddl: readonly string[]): () => Promise<void> {
  let ready: Promise<void> | null = null;
  return () => {
    ready ??= inTransaction(pool, async (client) => {
      await client.query('select pg_advisory_xact_lock(hashtext($1))', [name]);
      for (const statement of ddl) await client.query(statement);
    }).catch((error: unknown) => {
      ready = null;
      throw error;
    });
    return ready;
  };
}
