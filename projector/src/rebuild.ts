import { sql, Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { EventStore, GlobalPosition, RecordedEvent } from '@kamra/eventstore';
import { READ_SCHEMA, REBUILD_SCHEMA, readDb } from '@kamra/read-model';
import { migrateReadTables } from '@kamra/read-model/migrations';
import { applyChanges, projectBatch } from './apply-batch.js';
import { RowWriter } from './row-writer.js';
import type { Projection } from './projection.js';

export interface RebuildProgress {
  events: number;
  elapsedMs: number;
}

export interface RebuildOptions {
  pool: pg.Pool;
  store: EventStore;
  projections: readonly Projection[];
  /** Events read from the log at a time (50,000 unless given). */
  batchSize?: number;
  /**
   * Rows the rebuild folds changes into before it writes them (200,000 unless given): a row
   * changed again before then is written once. Bounds the memory the rows hold.
   */
  heldRows?: number;
  onProgress?(progress: RebuildProgress): void;
}

/** The secondary indexes of a schema's tables (not those behind primary keys or constraints). */
async function secondaryIndexes(db: Kysely<unknown>, schema: string): Promise<{ name: string; definition: string }[]> {
  const result = await sql<{ name: string; definition: string }>`
    SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
    WHERE i.schemaname = ${schema}
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
                      WHERE n.nspname = ${schema} AND c.conname = i.indexname)`.execute(db);
  return result.rows;
}

/**
 * Replays the whole log into fresh tables in a second schema, then swaps the schemas in one
 * transaction. Readers see the old tables until the swap and the new ones after it. The new
 * schema carries its own checkpoint, so a live projector finds it moved and resubscribes.
 *
 * Loading is a bulk load: the tables fill unlogged and without their secondary indexes, the
 * next page of the log is read while the current one is projected, a row's changes are folded
 * in memory and written together, and nothing waits for the WAL or keeps a transaction's
 * all-or-nothing (a crashed rebuild starts again from nothing). At the end
 * the tables are rewritten logged, which compacts them, the indexes are built once, and the
 * tables are vacuumed.
 */
export async function rebuildReadTables(options: RebuildOptions): Promise<{ events: number; checkpoint: GlobalPosition | null }> {
  const { pool, store } = options;
  const batchSize = options.batchSize ?? 50_000;
  // The changes to one row are folded in memory until the rows are written, so a listing
  // (created, submitted, approved, boosted, closed) or a user (one change per sign-in) is
  // written about once, not once per batch of the log its events span. 200,000 rows hold
  // well under a gigabyte.
  const heldRows = options.heldRows ?? 200_000;
  const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  await sql`DROP SCHEMA IF EXISTS ${sql.id(REBUILD_SCHEMA)} CASCADE`.execute(admin);
  await migrateReadTables(pool, REBUILD_SCHEMA);
  const indexes = await secondaryIndexes(admin, REBUILD_SCHEMA);
  for (const { name } of indexes) await sql`DROP INDEX ${sql.table(`${REBUILD_SCHEMA}.${name}`)}`.execute(admin);
  const tables = (await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = ${REBUILD_SCHEMA}`.execute(admin)).rows;
  // Unlogged while they fill: the load writes no WAL, and a crash empties them, which costs
  // nothing since a rebuild always starts again from an empty schema.
  for (const { name } of tables) await sql`ALTER TABLE ${sql.table(`${REBUILD_SCHEMA}.${name}`)} SET UNLOGGED`.execute(admin);
  const db = readDb(pool, REBUILD_SCHEMA);
  const writer = await RowWriter.open(db, REBUILD_SCHEMA);
  const started = Date.now();
  let checkpoint: GlobalPosition | null = null;
  let events = 0;
  let next: Promise<RecordedEvent[]> = store.readAll({ after: null, maxCount: batchSize });
  for (;;) {
    const batch = await next;
    const last = batch.at(-1);
    if (!last) break;
    // Read ahead while this batch is projected and written; failures surface when awaited.
    next = store.readAll({ after: last.position, maxCount: batchSize });
    next.catch(() => undefined);
    for (const change of projectBatch(options.projections, batch)) await writer.add(change);
    if (writer.pendingRows >= heldRows) await writer.flush();
    checkpoint = last.position;
    events += batch.length;
    options.onProgress?.({ events, elapsedMs: Date.now() - started });
  }
  await writer.flush();
  if (checkpoint) await applyChanges(db, REBUILD_SCHEMA, null, checkpoint, [], { durable: false });
  // SET LOGGED rewrites each table with its live rows only, which compacts it as VACUUM FULL
  // would (a row written out before its last change leaves a dead version behind), and makes
  // it durable before it is swapped in.
  for (const { name } of tables) await sql`ALTER TABLE ${sql.table(`${REBUILD_SCHEMA}.${name}`)} SET LOGGED`.execute(admin);
  // Each index builds on its own connection, so the server can use more than one core.
  await Promise.all(indexes.map(({ definition }) => admin.transaction().execute(async (trx) => {
    await sql`SET LOCAL maintenance_work_mem TO '128MB'`.execute(trx);
    await sql.raw(definition).execute(trx);
  })));
  // VACUUM marks the rewritten pages all-visible, which index-only scans need to skip the heap
  // (search counts its matches from listings_public_count); until a vacuum runs, every entry
  // they read costs a heap visit, and autovacuum may be off or come late. It marks a page only
  // if no snapshot in this database could still miss its rows, and a snapshot's horizon is the
  // oldest transaction running anywhere on the server: so the tables are vacuumed one after
  // another by one statement, with nothing of ours beside it, and analysed once all are done.
  // Vacuumed side by side, each vacuum's own start (and an ANALYZE) took such a snapshot, and
  // left another's pages unmarked whenever another database had a transaction open.
  await sql`VACUUM ${sql.join(tables.map(({ name }) => sql.table(`${REBUILD_SCHEMA}.${name}`)))}`.execute(admin);
  await Promise.all(tables.map(({ name }) => sql`ANALYZE ${sql.table(`${REBUILD_SCHEMA}.${name}`)}`.execute(admin)));
  await admin.transaction().execute(async (trx) => {
    await sql`DROP SCHEMA IF EXISTS ${sql.id(READ_SCHEMA)} CASCADE`.execute(trx);
    await sql`ALTER SCHEMA ${sql.id(REBUILD_SCHEMA)} RENAME TO ${sql.id(READ_SCHEMA)}`.execute(trx);
  });
  return { events, checkpoint };
}
