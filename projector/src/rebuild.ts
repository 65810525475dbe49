import { sql, Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { EventStore, GlobalPosition } from '@kamra/eventstore';
import { READ_SCHEMA, REBUILD_SCHEMA, readDb } from '@kamra/read-model';
import { migrateReadTables } from '@kamra/read-model/migrations';
import { applyBatch } from './apply-batch.js';
import type { Projection } from './projection.js';

export interface RebuildProgress {
  events: number;
  elapsedMs: number;
}

export interface RebuildOptions {
  pool: pg.Pool;
  store: EventStore;
  projections: readonly Projection[];
  batchSize?: number;
  onProgress?(progress: RebuildProgress): void;
}

/**
 * Replays the whole log into fresh tables in a second schema, then swaps the schemas in one
 * transaction. Readers see the old tables until the swap and the new ones after it. The new
 * schema carries its own checkpoint, so a live projector finds it moved and resubscribes.
 */
export async function rebuildReadTables(options: RebuildOptions): Promise<{ events: number; checkpoint: GlobalPosition | null }> {
  const { pool, store } = options;
  const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  await sql`DROP SCHEMA IF EXISTS ${sql.id(REBUILD_SCHEMA)} CASCADE`.execute(admin);
  await migrateReadTables(pool, REBUILD_SCHEMA);
  const db = readDb(pool, REBUILD_SCHEMA);
  const started = Date.now();
  let checkpoint: GlobalPosition | null = null;
  let events = 0;
  for (;;) {
    const batch = await store.readAll({ after: checkpoint, maxCount: options.batchSize ?? 1000 });
    if (batch.length === 0) break;
    checkpoint = await applyBatch(db, REBUILD_SCHEMA, options.projections, checkpoint, batch);
    events += batch.length;
    options.onProgress?.({ events, elapsedMs: Date.now() - started });
  }
  await admin.transaction().execute(async (trx) => {
    await sql`DROP SCHEMA IF EXISTS ${sql.id(READ_SCHEMA)} CASCADE`.execute(trx);
    await sql`ALTER SCHEMA ${sql.id(REBUILD_SCHEMA)} RENAME TO ${sql.id(READ_SCHEMA)}`.execute(trx);
  });
  return { events, checkpoint };
}
