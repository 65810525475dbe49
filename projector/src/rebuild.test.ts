import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { listingStream, userStream, type KamraEvent } from '@kamra/contracts/events';
import { PostgresEventStore, type EventStore } from '@kamra/eventstore';
import { createLogger } from '@kamra/platform';
import { databaseTargets, openScratchDatabase, testDatabaseUrl, type ScratchDatabase } from '@kamra/platform/testing';
import { READ_SCHEMA, readDb } from '@kamra/read-model';
import { migrateReadTables } from '@kamra/read-model/migrations';
import { snapshotReadTables } from './cli/table-snapshot.js';
import { metadataOf, newEvent, roomSubmitted } from './listings/listing-fixtures.js';
import { projections } from './projections.js';
import { Projector } from './projector.js';
import { rebuildReadTables } from './rebuild.js';

const LIVE_SCHEMA = 'kamra_read_live';
const FRESH_SCHEMA = 'kamra_read_fresh';
const targets = databaseTargets();

/** Listings whose whole lives fall in one batch of a rebuild, or across several, next to sign-ins. */
function history(n: number, at: string): { stream: string; events: KamraEvent[] }[] {
  const listingId = `listing-${n}`;
  const userId = `user-${n % 3}`;
  const listing: KamraEvent[] = [roomSubmitted(listingId, userId, at)];
  if (n % 3 === 2) listing.push({ type: 'ListingRejected', data: { listingId, reason: 'Blurry pictures' } });
  else listing.push({ type: 'ListingApproved', data: { listingId } });
  if (n % 3 === 1) listing.push({ type: 'ListingDeleted', data: { listingId, by: 'owner' } });
  const signIn: KamraEvent = { type: 'UserSignedIn', data: { userId, name: `User ${n}`, picture: null } };
  return [{ stream: listingStream(listingId), events: listing }, { stream: userStream(userId), events: [signIn] }];
}

describe.each(targets)('rebuilding the read tables (%s)', (target) => {
  let database: ScratchDatabase;
  let store: EventStore;

  beforeAll(async () => {
    database = await openScratchDatabase(target);
    store = await PostgresEventStore.create(database.pool, { pollIntervalMs: 10 });
    for (let n = 0; n < 3; n++) {
      const userId = `user-${n}`;
      const registered: KamraEvent = { type: 'UserRegistered', data: { userId, name: `User ${n}`, email: `${userId}@kamra.pk`, picture: null } };
      await store.appendToStream(userStream(userId), [newEvent(registered, metadataOf(userId, 'user', '2025-01-01T00:00:00.000Z'))], { expectedRevision: 'any' });
    }
    for (let n = 0; n < 12; n++) {
      const at = new Date(Date.parse('2025-01-02T00:00:00.000Z') + n * 60_000).toISOString();
      for (const { stream, events } of history(n, at)) {
        await store.appendToStream(stream, events.map((event) => newEvent(event, metadataOf('user-0', 'user', at))), { expectedRevision: 'any' });
      }
    }
    await migrateReadTables(database.pool, LIVE_SCHEMA);
    const projector = new Projector({ store, db: readDb(database.pool, LIVE_SCHEMA), schema: LIVE_SCHEMA, projections, logger: createLogger('test'), batchSize: 1 });
    await projector.start();
    await projector.caughtUp();
    await projector.stop();
    await migrateReadTables(database.pool, FRESH_SCHEMA);
  }, 60_000);

  afterAll(async () => {
    await store.close();
    await database.close();
  });

  // One batch holds every listing's insert, updates and delete; batches of 2 split them, and
  // holding 3 rows writes them out many times along the way.
  it.each([
    { batchSize: 1000, heldRows: 200_000 },
    { batchSize: 2, heldRows: 200_000 },
    { batchSize: 2, heldRows: 3 },
  ])('in batches of $batchSize, holding $heldRows rows, builds the rows the live projector built, one event at a time', async ({ batchSize, heldRows }) => {
    await rebuildReadTables({ pool: database.pool, store, projections, batchSize, heldRows });
    expect(await snapshotReadTables(database.pool, READ_SCHEMA)).toEqual(await snapshotReadTables(database.pool, LIVE_SCHEMA));
  });

  it('leaves durable tables with every index a migration creates', async () => {
    await rebuildReadTables({ pool: database.pool, store, projections });
    const tables = await sql<{ schema: string; name: string; persistence: string }>`
      SELECT n.nspname AS schema, c.relname AS name, c.relpersistence AS persistence FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname IN (${READ_SCHEMA}, ${FRESH_SCHEMA}) AND c.relkind IN ('r', 'i', 'S')`.execute(readDb(database.pool));
    const inSchema = (schema: string) => tables.rows.filter((row) => row.schema === schema);
    // Unlogged tables are emptied by a crash; the swapped-in tables must not be.
    expect(inSchema(READ_SCHEMA).filter((row) => row.persistence !== 'p')).toEqual([]);
    expect(inSchema(READ_SCHEMA).map((row) => row.name).sort()).toEqual(inSchema(FRESH_SCHEMA).map((row) => row.name).sort());
  });

  async function listingPages(): Promise<{ pages: number; visible: number } | undefined> {
    const { rows } = await sql<{ pages: number; visible: number }>`
      SELECT c.relpages AS pages, c.relallvisible AS visible FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ${READ_SCHEMA} AND c.relname = 'listings'`.execute(readDb(database.pool));
    return rows[0];
  }

  it('leaves the listings vacuumed, so search can count from an index alone', async () => {
    await rebuildReadTables({ pool: database.pool, store, projections });
    const listings = await listingPages();
    expect(listings?.pages).toBeGreaterThan(0);
    expect(listings?.visible).toBe(listings?.pages);
  });

  // A snapshot's horizon is the oldest transaction running anywhere on the server, so any
  // snapshot of the rebuild's own beside its vacuum (another vacuum's start, an ANALYZE) would
  // hold the vacuum back to a transaction of another database and leave the pages unmarked.
  it.skipIf(target !== 'postgres')('leaves them vacuumed while another database has a transaction open', async () => {
    const elsewhere = new pg.Client({ connectionString: testDatabaseUrl() });
    await elsewhere.connect();
    try {
      await elsewhere.query('BEGIN');
      await elsewhere.query('SELECT txid_current()');
      await rebuildReadTables({ pool: database.pool, store, projections });
      const listings = await listingPages();
      expect(listings?.pages).toBeGreaterThan(0);
      expect(listings?.visible).toBe(listings?.pages);
    } finally {
      await elsewhere.query('ROLLBACK');
      await elsewhere.end();
    }
  });
});
