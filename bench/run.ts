/**
 * npm run bench [-- --quick]: seeds its own data, measures each figure against a baseline
 * taken in the same run (the machine is shared, so only ratios compare across runs), prints
 * one table and writes it with the machine's facts to bench/results.json.
 *
 * Real Postgres: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres
 * (a scratch database is created and dropped). --quick runs a tenth of the sizes.
 * --only=search,web (sections: rebuild, search, mix, lag, pglite, uploads, fairness, web, frame, cls) measures those
 * alone, for work on one of them, and writes bench/results.partial.json instead.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PostgresEventStore } from '@kamra/eventstore';
import { createLogger, openDatabase, type Database } from '@kamra/platform';
import { projections, rebuildReadTables } from '@kamra/projector';
import { READ_SCHEMA, readDb } from '@kamra/read-model';
import { timeBulkInsert } from './src/bulk-insert.js';
import { frameFigures } from './src/http-frame.js';
import { ROOT, startChildService, type ChildService } from './src/child-service.js';
import type { Figure } from './src/figure.js';
import { load, type LoadResult } from './src/http-load.js';
import { measureLag } from './src/projection-lag.js';
import { SEARCH_TARGETS, searchMixFigures } from './src/search-mix.js';
import { option, textTable } from './src/command-line.js';
import { createScratchDatabase, BENCH_ADMIN_URL } from './src/scratch-database.js';
import { seedLog, type LogSize } from './src/seed-log.js';
import { uploadFairnessFigures } from './src/upload-fairness.js';
import { uploadFigures } from './src/uploads.js';
import { webFigures } from './src/web.js';
import { layoutShiftFigures } from './src/layout-shift.js';

const quick = process.argv.includes('--quick');
const SECTIONS = ['rebuild', 'search', 'mix', 'lag', 'pglite', 'uploads', 'fairness', 'web', 'frame', 'cls'] as const;
type Section = (typeof SECTIONS)[number];
const only = option('only')?.split(',');
const unknownSection = only?.find((name) => !(SECTIONS as readonly string[]).includes(name));
if (unknownSection) throw new Error(`no bench section '${unknownSection}': ${SECTIONS.join(', ')}`);
/** Whether this run measures the section; search, mix and lag still seed and rebuild the log they read. */
const wants = (section: Section): boolean => !only || only.includes(section);
const scale = quick ? 0.1 : 1;
const SIZE: LogSize = { events: Math.round(1_000_000 * scale), listings: Math.round(141_000 * scale), users: Math.round(20_000 * scale) };
const CLIENTS = 8;
const SECONDS = quick ? 4 : 10;

const figures: Figure[] = [];
const started = performance.now();
const loadAtStart = os.loadavg();

function log(message: string): void {
  console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);
}

/** Replays the seeded log into fresh tables, then bulk-inserts the same final rows. */
async function rebuildFigure(label: string, database: Database): Promise<string[]> {
  const store = await PostgresEventStore.create(database.pool, { pollIntervalMs: 50 });
  const seeded = await seedLog(database.pool, label === 'Postgres' ? SIZE : { events: SIZE.events / 10, listings: SIZE.listings / 10, users: SIZE.users / 10 });
  log(`${label}: seeded ${seeded.events.toLocaleString('en-US')} events (${seeded.publicListings.length.toLocaleString('en-US')} public listings)`);
  const rebuildStart = performance.now();
  let shown = 0;
  const result = await rebuildReadTables({
    pool: database.pool, store, projections,
    onProgress: ({ events }) => {
      if (events - shown >= 100_000) log(`${label}: rebuild at ${(shown = events).toLocaleString('en-US')} events`);
    },
  });
  const rebuildMs = performance.now() - rebuildStart;
  log(`${label}: rebuild ${result.events.toLocaleString('en-US')} events in ${(rebuildMs / 1000).toFixed(1)} s`);
  const bulk = await timeBulkInsert(database.pool, READ_SCHEMA, 'kamra_bench_bulk');
  log(`${label}: bulk insert of the ${bulk.rows.toLocaleString('en-US')} final rows in ${(bulk.ms / 1000).toFixed(1)} s`);
  const ratio = bulk.ms / rebuildMs;
  figures.push({
    figure: `Rebuild ${result.events.toLocaleString('en-US')} events (${label})`,
    target: label === 'Postgres' ? '>= 0.5x bulk insert' : 'reported',
    measured: `${(rebuildMs / 1000).toFixed(1)} s, ${Math.round(result.events / (rebuildMs / 1000)).toLocaleString('en-US')} events/s`,
    baseline: `bulk insert ${bulk.rows.toLocaleString('en-US')} rows ${(bulk.ms / 1000).toFixed(1)} s`,
    ratio,
    met: label === 'Postgres' ? ratio >= 0.5 : null,
  });
  await store.close();
  return seeded.publicListings;
}

/** The read service in a child process, over the real Postgres (`DATABASE_URL`) or an embedded PGlite (`DATA_DIR`). */
function startReadService(database: { DATABASE_URL: string } | { DATA_DIR: string }, env: NodeJS.ProcessEnv = {}): Promise<ChildService> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, READ_SEARCH_CACHE_MS: _cache, ...inherited } = process.env;
  return startChildService('read-service/src/main.ts', { ...inherited, ...database, ...env });
}

const SEARCHES: Array<{ name: string; path: (n: number) => string }> = [
  { name: 'city (Lahore)', path: (n) => `/api/listings?kind=${['room', 'roommate', 'accessory'][n % 3]}&location=lahore` },
  { name: 'all', path: (n) => `/api/listings?kind=${['room', 'roommate', 'accessory'][n % 3]}&location=all` },
  { name: 'part of an address', path: (n) => `/api/listings?kind=${['room', 'roommate', 'accessory'][n % 3]}&location=${encodeURIComponent(['gulberg', 'street 17', 'dha phase', 'g-11'][n % 4] ?? '')}` },
  { name: 'three filters', path: () => '/api/listings?kind=room&location=all&rent=60000&internet=true&furnished=true' },
];

function describeLoad(result: LoadResult): string {
  return `p95 ${result.p95Ms.toFixed(1)} ms, ${Math.round(result.perSecond)}/s${result.failures ? `, ${result.failures} failed` : ''}`;
}

/**
 * Each search through HTTP against GET /api/listings/:id, same clients and time, held to
 * `target` (SEARCH_TARGETS: as shipped or uncached), or reported only.
 */
async function searchFigures(
  label: string, service: ChildService, publicListings: string[], target: keyof typeof SEARCH_TARGETS | null,
): Promise<void> {
  const port = Number(new URL(service.url).port);
  const byId = (n: number) => `/api/listings/${publicListings[(n * 7919) % publicListings.length] ?? 'none'}`;
  const baseline = await load(port, byId, { clients: CLIENTS, seconds: SECONDS });
  log(`${label}: GET /api/listings/:id: ${describeLoad(baseline)}`);
  for (const search of SEARCHES) {
    const result = await load(port, search.path, { clients: CLIENTS, seconds: SECONDS });
    log(`${label}: search ${search.name}: ${describeLoad(result)}`);
    const ratio = result.perSecond / baseline.perSecond;
    const clean = result.failures === 0 && baseline.failures === 0;
    figures.push({
      figure: `Search ${search.name}, ${publicListings.length.toLocaleString('en-US')} public, ${CLIENTS} clients (${label})`,
      target: target ? SEARCH_TARGETS[target].text : 'reported',
      measured: describeLoad(result),
      baseline: `by id ${describeLoad(baseline)}`,
      ratio,
      met: target ? clean && SEARCH_TARGETS[target].met(result.p95Ms, ratio) : null,
    });
  }
}

async function postgresFigures(databaseUrl: string, publicListings: string[]): Promise<void> {
  if (!wants('search')) return;
  // Every search a query, as on a cache miss: what the SQL and the service cost.
  const uncached = await startReadService({ DATABASE_URL: databaseUrl }, { READ_SEARCH_CACHE_MS: '0' });
  try {
    await searchFigures('Postgres, no page cache', uncached, publicListings, 'uncached');
  } finally {
    await uncached.stop();
  }
  // As shipped: pages kept while the read tables stand still (search-page-cache.ts).
  const service = await startReadService({ DATABASE_URL: databaseUrl });
  try {
    await searchFigures('Postgres', service, publicListings, 'asShipped');
  } finally {
    await service.stop();
  }
}

async function lagFigures(databaseUrl: string, database: Database): Promise<void> {
  if (!wants('lag')) return;
  const service = await startReadService({ DATABASE_URL: databaseUrl });
  try {
    // The projector's store as the projector service opens it on a real Postgres (default poll,
    // LISTEN for appends); the commands append through another instance, as the write service.
    const store = await PostgresEventStore.create(database.pool, { listenForAppends: createLogger('bench-event-store') });
    const writer = await PostgresEventStore.create(database.pool);
    const lag = await measureLag(store, writer, readDb(database.pool), { perSecond: 200, seconds: quick ? 3 : 30, readServicePort: Number(new URL(service.url).port) });
    await store.close();
    await writer.close();
    log(`lag: p50 ${lag.p50Ms.toFixed(1)} ms, p99 ${lag.p99Ms.toFixed(1)} ms; through the read service p50 ${lag.http.p50Ms.toFixed(1)} ms, p99 ${lag.http.p99Ms.toFixed(1)} ms`);
    figures.push({
      figure: `Projection lag, 200 commands/s for ${quick ? 3 : 30} s`,
      target: 'p99 <= 100 ms',
      measured: `p50 ${lag.p50Ms.toFixed(1)} ms, p99 ${lag.p99Ms.toFixed(1)} ms`,
      baseline: `the append itself p99 ${lag.appendP99Ms.toFixed(1)} ms`,
      ratio: lag.p99Ms / lag.appendP99Ms,
      met: lag.p99Ms <= 100,
    });
    figures.push({
      figure: `Projection lag to visible in GET /api/listings/:id, 200 commands/s for ${quick ? 3 : 30} s`,
      target: 'p99 <= 100 ms',
      measured: `p50 ${lag.http.p50Ms.toFixed(1)} ms, p99 ${lag.http.p99Ms.toFixed(1)} ms${lag.http.notVisible ? `, ${lag.http.notVisible} not visible` : ''}`,
      baseline: `the append itself p99 ${lag.appendP99Ms.toFixed(1)} ms`,
      ratio: lag.http.p99Ms / lag.appendP99Ms,
      met: lag.http.p99Ms <= 100 && lag.http.notVisible === 0,
    });
  } finally {
    await service.stop();
  }
}

function printTable(): void {
  const header = ['figure', 'target', 'measured', 'baseline', 'ratio', 'met'];
  const rows = figures.map((f) => [f.figure, f.target, f.measured, f.baseline, f.ratio === null ? '' : `${f.ratio.toFixed(2)}x`, f.met === null ? '' : f.met ? 'yes' : 'no']);
  console.log(`\n${textTable(header, rows)}`);
}

if (wants('rebuild') || wants('search') || wants('mix') || wants('lag')) {
  const postgres = await createScratchDatabase();
  try {
    const publicListings = await rebuildFigure('Postgres', postgres.database);
    await postgresFigures(postgres.url, publicListings);
    // The mix is drawn from the seeded listings, so it asks of them before the lag's commands add
    // 6,000 of their own on one street, on pages no vacuum has seen: the bench's server runs
    // without autovacuum, which in production would vacuum them within a minute (bench/README.md).
    if (wants('mix')) figures.push(...(await searchMixFigures({ startReadService: (env) => startReadService({ DATABASE_URL: postgres.url }, env), publicListings, clients: [8, 32], seconds: SECONDS, log })));
    await lagFigures(postgres.url, postgres.database);
  } finally {
    await postgres.drop();
  }
}
// PGlite as `npm start` runs it: a data directory, which the read service then opens on its own.
if (wants('pglite')) {
const pgliteDir = await mkdtemp(path.join(os.tmpdir(), 'kamra-bench-pglite-'));
try {
  // The services keep their PGlite in DATA_DIR/pglite.
  const pglite = await openDatabase({ kind: 'embedded', dataDir: path.join(pgliteDir, 'pglite') });
  let publicListings: string[];
  try {
    publicListings = await rebuildFigure('PGlite', pglite);
  } finally {
    await pglite.close();
  }
  const service = await startReadService({ DATA_DIR: pgliteDir });
  try {
    await searchFigures('PGlite', service, publicListings, null);
  } finally {
    await service.stop();
  }
} finally {
  await rm(pgliteDir, { recursive: true, force: true });
}
}
if (wants('uploads')) {
const uploads = await createScratchDatabase();
try {
  figures.push(...(await uploadFigures({ databaseUrl: uploads.url, clients: CLIENTS, submitsPerClient: quick ? 2 : 10, log })));
} finally {
  await uploads.drop();
}
}
if (wants('fairness')) {
const fairness = await createScratchDatabase();
try {
  figures.push(...(await uploadFairnessFigures({ databaseUrl: fairness.url, ordinarySubmits: quick ? 8 : 30, log })));
} finally {
  await fairness.drop();
}
}
if (wants('web')) {
const web = await createScratchDatabase();
try {
  figures.push(...(await webFigures({ databaseUrl: web.url, loads: quick ? 3 : 5, listings: quick ? 300 : 3000, log })));
} finally {
  await web.drop();
}
}
if (wants('frame')) {
const frame = await createScratchDatabase();
try {
  const size = { events: SIZE.events / 10, listings: SIZE.listings / 10, users: SIZE.users / 10 };
  figures.push(...(await frameFigures({ databaseUrl: frame.url, database: frame.database, size, clients: CLIENTS, seconds: SECONDS, log })));
} finally {
  await frame.drop();
}
}
if (wants('cls')) {
const cls = await createScratchDatabase();
try {
  figures.push(...(await layoutShiftFigures({ databaseUrl: cls.url, loads: quick ? 1 : 3, listings: quick ? 300 : 3000, log })));
} finally {
  await cls.drop();
}
}

printTable();
const version = await (async () => {
  const client = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await client.connect();
  const result = await client.query<{ server_version: string }>('SHOW server_version');
  await client.end();
  return result.rows[0]?.server_version ?? 'unknown';
})();
const machine = {
  cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', memoryGb: Math.round(os.totalmem() / 2 ** 30),
  loadAverageAtStart: loadAtStart, loadAverageAtEnd: os.loadavg(), node: process.version, postgres: version, platform: `${os.platform()} ${os.release()}`,
};
const resultsFile = only ? 'bench/results.partial.json' : 'bench/results.json';
await writeFile(path.join(ROOT, resultsFile), `${JSON.stringify({ at: new Date().toISOString(), quick, sizes: SIZE, clients: CLIENTS, seconds: SECONDS, machine, figures }, null, 2)}\n`);
log(`wrote ${resultsFile} (load average ${loadAtStart.map((l) => l.toFixed(1)).join(' ')} at start)`);
