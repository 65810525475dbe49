/**
 * What one answer costs each process on the machine, for the routes the bench's ratios compare:
 * `/healthz`, `GET /api/listings/:id`, and the search mix with the page cache off and as
 * shipped. Each is the bench's own load (8 keep-alive clients, the warm-up, then 10 s),
 * and around the timed part the CPU of the read service, of every postgres process (from /proc)
 * and of this process, which is the load generator, is read. On a machine of two cores all three
 * share them, so an answer's throughput follows their sum: the bench's ratios are these sums'.
 *
 *   npx tsx bench/cpu-split.ts [--database=postgres://…] [--seconds=10] [--clients=8]
 *
 * Without --database it seeds the bench's full log into a scratch database and drops it at the
 * end (fullLogDatabase); with one it reads that database's read tables as they are.
 */
import http from 'node:http';
import { startChildService, type ChildService } from './src/child-service.js';
import { option, textTable } from './src/command-line.js';
import { getText, load, type LoadResult } from './src/http-load.js';
import { postgresCpuMs, postgresPids, processCpuMs, spentBetween } from './src/process-cpu.js';
import { fullLogDatabase } from './src/full-log-database.js';
import { mixLoad, nextPagePath, searchMix } from './src/search-mix.js';

const SECONDS = Number(option('seconds') ?? 10);
const CLIENTS = Number(option('clients') ?? 8);
/** Listings asked by id, taken from the search API so that all are public: as many as the bench's frame asks. */
const BY_ID_LISTINGS = 10_000;

interface Split {
  result: LoadResult;
  /** CPU an answer, in µs. */
  serviceUs: number;
  postgresUs: number;
  loadUs: number;
}

interface Readings {
  service: number;
  postgres: Map<number, number>;
  self: NodeJS.CpuUsage;
}

/**
 * The CPU each side has spent so far: this process's (read first, so that reading /proc is not
 * counted as load), the service's and every postgres process's, in ms.
 */
async function readings(service: ChildService): Promise<Readings> {
  const self = process.cpuUsage();
  const serviceMs = await processCpuMs(service.pid);
  if (serviceMs === null) throw new Error('the read service has gone');
  return { self, service: serviceMs, postgres: await postgresCpuMs(await postgresPids()) };
}

/** Runs `run` (a load that calls afterWarmUp between its warm-up and its timed part) and splits its CPU. */
async function split(service: ChildService, run: (afterWarmUp: () => Promise<void>) => Promise<LoadResult>): Promise<Split> {
  const timed: { from?: Readings } = {};
  const result = await run(async () => void (timed.from = await readings(service)));
  const after = await readings(service);
  const { from } = timed;
  if (!from) throw new Error('the load never reached its timed part');
  // A figure from failed answers (a 404 for every id, say) would be a figure of something else.
  if (result.failures > 0) throw new Error(`${result.failures} of ${result.requests} answers failed`);
  const selfUs = after.self.user - from.self.user + after.self.system - from.self.system;
  const perAnswer = (ms: number) => (1000 * ms) / Math.max(1, result.requests);
  return {
    result,
    serviceUs: perAnswer(after.service - from.service),
    postgresUs: perAnswer(spentBetween(from.postgres, after.postgres)),
    loadUs: perAnswer(selfUs / 1000),
  };
}

/** Up to `count` public listing ids, read page by page from GET /api/listings. */
async function publicIds(service: ChildService, count: number): Promise<string[]> {
  const port = Number(new URL(service.url).port);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const ids: string[] = [];
  for (const kind of ['room', 'roommate', 'accessory']) {
    const ofKind: string[] = [];
    let path: string | null = `/api/listings?kind=${kind}&location=all&limit=50`;
    while (path && ofKind.length < count / 3) {
      const { status, body } = await getText(agent, port, path);
      if (status !== 200) throw new Error(`${path} answered ${status}`);
      const page = JSON.parse(body) as { items: Array<{ id: string }>; nextCursor: string | null };
      ofKind.push(...page.items.map((item) => item.id));
      path = page.nextCursor ? nextPagePath(path, page.nextCursor) : null;
    }
    ids.push(...ofKind);
  }
  agent.destroy();
  return ids;
}

const database = await fullLogDatabase(option('database'), 'kamra_split');
const rows: Array<[string, Split]> = [];
try {
  const { DATABASE_URL: _url, DATA_DIR: _dir, READ_SEARCH_CACHE_MS: _cache, ...inherited } = process.env;
  const start = (env: NodeJS.ProcessEnv = {}) => startChildService('read-service/src/main.ts', { ...inherited, DATABASE_URL: database.url, ...env });
  const options = { clients: CLIENTS, seconds: SECONDS };
  const urls = searchMix();
  const service = await start();
  try {
    const ids = await publicIds(service, BY_ID_LISTINGS);
    const port = Number(new URL(service.url).port);
    rows.push(['/healthz', await split(service, (afterWarmUp) => load(port, () => '/healthz', { ...options, afterWarmUp }))]);
    // In the bench's order: a stride through the listings, so each is asked again only after all the others.
    const byId = (n: number) => `/api/listings/${ids[(n * 7919) % ids.length] ?? 'none'}`;
    rows.push([`by id (${ids.length.toLocaleString('en-US')} listings)`, await split(service, (afterWarmUp) => load(port, byId, { ...options, afterWarmUp }))]);
  } finally {
    await service.stop();
  }
  for (const [label, env] of [['mix, page cache off', { READ_SEARCH_CACHE_MS: '0' }], ['mix, as shipped', {}]] as const) {
    const mixService = await start(env);
    try {
      const port = Number(new URL(mixService.url).port);
      rows.push([label, await split(mixService, (afterWarmUp) => mixLoad(port, urls, { ...options, afterWarmUp }))]);
    } finally {
      await mixService.stop();
    }
  }
} finally {
  await database.drop();
}

const header = ['route', 'answers/s', 'p95 ms', 'service µs', 'Postgres µs', 'load generator µs', 'all µs'];
const cells = rows.map(([label, { result, serviceUs, postgresUs, loadUs }]) => [
  label, result.perSecond.toFixed(0), result.p95Ms.toFixed(1), serviceUs.toFixed(0), postgresUs.toFixed(0), loadUs.toFixed(0),
  (serviceUs + postgresUs + loadUs).toFixed(0),
]);
console.log(`\n${CLIENTS} clients, ${SECONDS} s each, CPU an answer\n${textTable(header, cells, { numbers: true })}`);
