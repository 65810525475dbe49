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
import { READ_SCHEMA, readCheckpoint, readDb } from '@kamra/read-model';
import { rebuildReadTables } from './rebuild.js';

const CHILD = fileURLToPath(new URL('./cli/project-once.ts', import.meta.url));
const onPostgres = testDatabaseUrl() !== undefined;
// Every child pays a few seconds of start-up (tsx, connect, migrate): these keep the test near a minute.
const KILLS = onPostgres ? 12 : 5;
const LISTINGS = onPostgres ? 400 : 250;
/** PGlite projects more slowly, so its kills start later. */
const KILL_WINDOW_MS = onPostgres ? 300 : 1000;

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

/** Runs the projector child; kills it `killAfterMs` after it starts projecting, or lets it finish. */
function runChild(killAfterMs: number | null): Promise<'killed' | 'finished'> {
  return new Promise((resolve, reject) => {
    // node itself, not the tsx wrapper: SIGKILL must hit the process that projects, not a parent of it.
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], { env: { ...process.env, KAMRA_PROJECT_DATABASE: target, KAMRA_PROJECT_BATCH: '5' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (killAfterMs !== null && output.includes('projecting')) setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    });
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve('killed');
      else if (code === 0) resolve('finished');
      else reject(new Error(`projector child exited with ${code}: ${output}`));
    });
  });
}

describe('a projector killed at random moments', () => {
  it('ends with exactly the rows of a clean rebuild', async () => {
    // Kills land at a random moment within a window that widens whenever a kill came before the
    // first commit, so on a fast or a slow machine most kills cut the projection midway.
    let windowMs = KILL_WINDOW_MS;
    let previous = 'none';
    let killedMidway = 0;
    for (let kill = 0; kill < KILLS; kill++) {
      const outcome = await runChild(Math.floor(Math.random() * windowMs));
      const database = await openParent();
      const stored = await readCheckpoint(readDb(database.pool)).catch(() => null);
      await closeParent(database);
      const checkpoint = stored ? `${stored.major}.${stored.minor}` : 'none';
      if (outcome === 'finished') break;
      if (checkpoint === previous) windowMs *= 1.5;
      else killedMidway += 1;
      previous = checkpoint;
    }
    expect(await runChild(null)).toBe('finished');

    const database = await openParent();
    const live = await snapshotReadTables(database.pool, READ_SCHEMA);
    const expectedHistory = Array.from({ length: LISTINGS }, (_, n) => eventsOf(n, '').length).reduce((a, b) => a + b, 0);
    expect(live.listing_history).toHaveLength(expectedHistory);
    expect(live.listings).toHaveLength(LISTINGS);
    const store = await PostgresEventStore.create(database.pool);
    await rebuildReadTables({ pool: database.pool, store, projections });
    const rebuilt = await snapshotReadTables(database.pool, READ_SCHEMA);
    await closeParent(database);
    expect(rebuilt).toEqual(live);
    // At least one kill must have cut the projection between commits, or the test proved nothing.
    // More are usual, but on a loaded machine the child may finish before a second one lands.
    expect(killedMidway, 'kills that cut the projection after some commits').toBeGreaterThanOrEqual(1);
  }, 180_000);
});
