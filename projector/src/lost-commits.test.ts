import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingStream } from '@kamra/contracts/events';
import { comparePositions, PostgresEventStore, type EventStore, type GlobalPosition } from '@kamra/eventstore';
import { createLogger, type Database } from '@kamra/platform';
import { databaseTargets, openScratchDatabase } from '@kamra/platform/testing';
import { READ_SCHEMA, readCheckpoint, readDb } from '@kamra/read-model';
import { migrateReadTables } from '@kamra/read-model/migrations';
import { snapshotReadTables } from './cli/table-snapshot.js';
import { metadataOf, newEvent, roomSubmitted } from './listings/listing-fixtures.js';
import { projections } from './projections.js';
import { Projector } from './projector.js';
import { rebuildReadTables } from './rebuild.js';
import { slowToStop } from './testing/slow-to-stop.js';

const LIVE_SCHEMA = 'kamra_read_lost';

/**
 * The live projector commits without waiting for the WAL flush, so a Postgres crash may take
 * back its last commits: rows and checkpoint together, never one without the other. These
 * tests take them back by hand and check that the projector notices and projects them again.
 */
describe.each(databaseTargets())('a projector whose last commits the database lost (%s)', (target) => {
  let database: Database;
  let store: EventStore;
  let listings = 0;

  beforeAll(async () => {
    database = await openScratchDatabase(target);
    store = await PostgresEventStore.create(database.pool, { pollIntervalMs: 10 });
    await migrateReadTables(database.pool, LIVE_SCHEMA);
  });

  afterAll(async () => {
    await store.close();
    await database.close();
  });

  async function appendListings(count: number): Promise<GlobalPosition> {
    let last: GlobalPosition | null = null;
    for (let n = 0; n < count; n++) {
      const listingId = `lost-${target}-${listings++}`;
      const at = new Date(Date.parse('2025-06-01T00:00:00.000Z') + listings * 60_000).toISOString();
      const { position } = await store.appendToStream(listingStream(listingId), [
        newEvent(roomSubmitted(listingId, 'user-a', at), metadataOf('user-a', 'user', at)),
        newEvent({ type: 'ListingApproved', data: { listingId } }, metadataOf('admin-1', 'admin', at)),
      ], { expectedRevision: 'no_stream' });
      last = position;
    }
    if (!last) throw new Error('nothing appended');
    return last;
  }

  async function projectedPast(position: GlobalPosition, schema = LIVE_SCHEMA): Promise<void> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const checkpoint = await readCheckpoint(readDb(database.pool, schema));
      if (checkpoint && comparePositions(checkpoint, position) >= 0) return;
      if (Date.now() > deadline) throw new Error(`the projector did not reach ${position.major}.${position.minor}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** What a crash that lost every asynchronous commit would leave: no rows and no checkpoint. */
  async function loseEverythingProjected(schema = LIVE_SCHEMA): Promise<void> {
    const tables = await database.pool.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = $1 AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'kysely_migration%'`,
      [schema],
    );
    const client = await database.pool.connect();
    try {
      await client.query('BEGIN');
      for (const { table_name: table } of tables.rows) await client.query(`DELETE FROM "${schema}"."${table}"`);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  }

  it('projects the lost events again when the next one comes, and ends with the rows of a rebuild', async () => {
    const projector = new Projector({ store, db: readDb(database.pool, LIVE_SCHEMA), schema: LIVE_SCHEMA, projections, logger: createLogger('test'), batchSize: 4 });
    await projector.start();
    try {
      await projectedPast(await appendListings(6));
      const before = await snapshotReadTables(database.pool, LIVE_SCHEMA);
      expect(before.listings).toHaveLength(6);

      await loseEverythingProjected();
      expect((await snapshotReadTables(database.pool, LIVE_SCHEMA)).listings).toHaveLength(0);
      // The projector still believes its old checkpoint; its next commit finds the stored one moved.
      await projectedPast(await appendListings(3));
    } finally {
      await projector.stop();
    }
    const live = await snapshotReadTables(database.pool, LIVE_SCHEMA);
    expect(live.listings).toHaveLength(9);
    await rebuildReadTables({ pool: database.pool, store, projections });
    expect(live).toEqual(await snapshotReadTables(database.pool, READ_SCHEMA));
  });

  it('follows one subscription at a time when the old one fails again while it stops', async () => {
    const schema = `${LIVE_SCHEMA}_twice`;
    await migrateReadTables(database.pool, schema);
    // The old subscription keeps delivering for a while after it is told to stop: its next
    // batch finds the lost checkpoint again.
    const watched = slowToStop(store, { stopDelayMs: 150 });
    const projector = new Projector({ store: watched.store, db: readDb(database.pool, schema), schema, projections, logger: createLogger('test'), batchSize: 100 });
    const checkpoints: GlobalPosition[] = [];
    projector.onCheckpoint((checkpoint) => checkpoints.push(checkpoint));
    await projector.start();
    try {
      await projectedPast(await appendListings(2), schema);
      await loseEverythingProjected(schema);
      let last = await appendListings(1);
      for (let n = 0; n < 5; n++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        last = await appendListings(1);
      }
      await projectedPast(last, schema);
    } finally {
      await projector.stop();
    }
    expect(watched.mostAtOnce()).toBe(1);
    for (let i = 1; i < checkpoints.length; i++) {
      const [before, after] = [checkpoints[i - 1], checkpoints[i]];
      if (before && after) expect(comparePositions(after, before)).toBeGreaterThan(0);
    }
    await rebuildReadTables({ pool: database.pool, store, projections });
    expect(await snapshotReadTables(database.pool, schema)).toEqual(await snapshotReadTables(database.pool, READ_SCHEMA));
  });
});
