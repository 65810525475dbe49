import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingStream, type KamraEvent } from '@kamra/contracts/events';
import { PostgresEventStore } from '@kamra/eventstore';
import { databaseLocation, openDatabase, type Database } from '@kamra/platform';
import { openScratchDatabase, testDatabaseUrl } from '@kamra/platform/testing';
import { snapshotReadTables } from './cli/table-snapshot.js';
import { accessorySubmitted, metadataOf, newEvent, roommateSubmitted, roomSubmitted } from './listings/listing-fixtures.js';
import { projections } from './projections.js';
import { READ_SCHEMA } from '@kamra/read-model';
import { rebuildReadTables } from './rebuild.js';

const CHILD = fileURLToPath(new URL('./cli/project-once.ts', import.meta.url));
const onPostgres = testDatabaseUrl() !== undefined;
const LISTINGS = 250;
const BATCH = 5;
/**
 * Where each child crashes, counted in events of its own run: inside the first batch, on the
 * first event of a batch (right after the previous commit), and midway through later batches.
 * Every child pays a few seconds of start-up (tsx, connect, migrate), so a handful is enough.
 */
const CRASH_AT_EVENTS = [3, 6, 38, 129];

/** The scratch database: a new database on the real Postgres, or a PGlite directory the child reopens. */
let target: string;
let scratch: Database | null = null;
let pgliteDir: string | null = null;

async function openParent(): Promise<Database> {
  return scratch ?? openDatabase(databaseLocation(undefined, target));
}

async function closeParent(database: Database): Promise<void> {
  if (!scratch) await database.close();
}

function eventsOf(n: number, at: string): { event: KamraEvent; role: 'user' | 'admin' }[] {
  const listingId = `listing-${n}`;
  const submit = [roomSubmitted, roommateSubmitted, accessorySubmitted][n % 3] ?? roomSubmitted;
  const events: { event: KamraEvent; role: 'user' | 'admin' }[] = [{ event: submit(listingId, `user-${n % 50}`, at), role: 'user' }];
  if (n % 4 === 0) events.push({ event: { type: 'ListingRejected', data: { listingId, reason: 'Blurry pictures' } }, role: 'admin' });
  else events.push({ event: { type: 'ListingApproved', data: { listingId } }, role: 'admin' });
  if (n % 5 === 0) events.push({ event: { type: 'ListingDeleted', data: { listingId, by: 'owner' } }, role: 'user' });
  return events;
}

beforeAll(async () => {
  if (onPostgres) {
    scratch = await openScratchDatabase('postgres');
    const url = scratch.pool.options.connectionString;
    if (!url) throw new Error('scratch database has no URL');
    target = url;
  } else {
    pgliteDir = mkdtempSync(path.join(tmpdir(), 'kamra-crash-'));
    target = pgliteDir;
  }
  const database = await openParent();
  const store = await PostgresEventStore.create(database.pool);
  const start = Date.parse('2025-01-01T00:00:00.000Z');
  for (let n = 0; n < LISTINGS; n++) {
    const at = new Date(start + n * 60_000).toISOString();
    const events = eventsOf(n, at).map(({ event, role }) => newEvent(event, metadataOf(role === 'admin' ? 'admin-1' : `user-${n % 50}`, role, at)));
    await store.appendToStream(listingStream(`listing-${n}`), events, { expectedRevision: 'no_stream' });
  }
  await closeParent(database);
}, 120_000);

afterAll(async () => {
  await scratch?.close();
  if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
});

/** Runs the projector child; with `crashAtEvent` it kills itself while projecting that event. */
function runChild(crashAtEvent: number | null): Promise<'killed' | 'finished'> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, KAMRA_PROJECT_DATABASE: target, KAMRA_PROJECT_BATCH: String(BATCH) };
    if (crashAtEvent !== null) env.KAMRA_PROJECT_CRASH_AT_EVENT = String(crashAtEvent);
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve('killed');
      else if (code === 0) resolve('finished');
      else reject(new Error(`projector child exited with ${code}: ${output}`));
    });
  });
}

/** How many events the read tables hold: each event adds exactly one listing_history row. */
async function projectedEvents(): Promise<number> {
  const database = await openParent();
  try {
    const tables = await database.pool.query<{ name: string | null }>(`SELECT to_regclass('${READ_SCHEMA}.listing_history')::text AS name`);
    if (!tables.rows[0]?.name) return 0;
    const { rows } = await database.pool.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${READ_SCHEMA}.listing_history`);
    return rows[0]?.count ?? 0;
  } finally {
    await closeParent(database);
  }
}

describe('a projector killed in the middle of its batches', () => {
  it('loses exactly the open batch each time and ends with the rows of a clean rebuild', async () => {
    const totalEvents = Array.from({ length: LISTINGS }, (_, n) => eventsOf(n, '').length).reduce((a, b) => a + b, 0);
    expect(CRASH_AT_EVENTS.reduce((a, b) => a + b, 0)).toBeLessThan(totalEvents);
    let before = 0;
    for (const crashAt of CRASH_AT_EVENTS) {
      expect(await runChild(crashAt)).toBe('killed');
      const after = await projectedEvents();
      // Every batch before the crashing one committed; nothing of the crashing batch did.
      expect(after, `crash at event ${crashAt} of a run that started after ${before}`).toBeGreaterThanOrEqual(before + crashAt - BATCH);
      expect(after).toBeLessThanOrEqual(before + crashAt - 1);
      before = after;
    }
    expect(await runChild(null)).toBe('finished');

    const database = await openParent();
    const live = await snapshotReadTables(database.pool, READ_SCHEMA);
    expect(live.listing_history).toHaveLength(totalEvents);
    expect(live.listings).toHaveLength(LISTINGS);
    const store = await PostgresEventStore.create(database.pool);
    await rebuildReadTables({ pool: database.pool, store, projections });
    const rebuilt = await snapshotReadTables(database.pool, READ_SCHEMA);
    await closeParent(database);
    expect(rebuilt).toEqual(live);
  }, 180_000);
});
