/**
 * Where an uncached search's time goes, by the kind of search: the mix's asks (src/search-mix.ts:
 * the same 2,000 searches, Zipf draws and next pages by cursor) sent one at a time over HTTP to a
 * read service with its page cache off, and for each ask the CPU Postgres spent (every postgres
 * process, from /proc), the CPU the read service spent, and the time it took. One ask at a time,
 * so each one's CPU is its own; /proc counts in 10 ms ticks, which average out over hundreds of
 * asks of a kind but not over a handful.
 *
 * The searches are grouped by how the location is understood (a city, an area, everything, text
 * in the address), whether an item's name or other filters narrow it, and first page or later.
 * The bench's mix reports the whole; this says which part to work on.
 *
 *   npx tsx bench/search-costs.ts [--asks=4000] [--database=postgres://…]
 *
 * Without --database it seeds the bench's log (1M events, about 100,000 public listings) into a
 * scratch database and drops it at the end, about three minutes here; with one it reads that
 * database's read tables as they are, so that two versions of the code can be compared on one log.
 * Just after a seed, autovacuum is still at the new tables, and both sides read higher (here 3.8
 * and 4.2 ms an ask, against 3.3 and 2.7 on a settled log): compare runs on a settled one.
 * The seed writes in long transactions, during which the Postgres event store's readers on the
 * same server wait (its visibility guard is server-wide): run it on its own, not beside the tests.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { listingSearchQuerySchema } from '@kamra/contracts/queries';
import { searchKey } from '@kamra/read-service';
import { SeededRandom } from '../runtime/src/seed/seeded-random.js';
import { startChildService, type ChildService } from './src/child-service.js';
import { option, textTable } from './src/command-line.js';
import { getText, percentile } from './src/http-load.js';
import { postgresCpuMs, postgresPids, processCpuMs, spentBetween } from './src/process-cpu.js';
import { fullLogDatabase } from './src/full-log-database.js';
import { LAST_PAGE, NEXT_PAGE_CHANCE, nextPagePath, searchMix, zipf } from './src/search-mix.js';

const ASKS = Number(option('asks') ?? 4000);
const WARM_UP_ASKS = 300;
/** A search's kind: how its location is understood, what narrows it, and whether it is a first page. */
function kindOf(path: string): string {
  const params = new URLSearchParams(path.split('?')[1]);
  const { location } = JSON.parse(searchKey(listingSearchQuerySchema.parse(Object.fromEntries(params)))) as { location: string };
  const understood = location.split(':')[0] === 'as typed' ? 'text' : location.split(':')[0] ?? location;
  const narrowed = [...params.keys()].filter((key) => !['kind', 'location', 'cursor', 'name', 'sort'].includes(key)).length > 0;
  return `${understood}${params.has('name') ? ' + name' : ''}${narrowed ? ' + filters' : ''}${params.has('cursor') ? ', later page' : ''}`;
}

interface Costs {
  asks: number;
  postgresMs: number;
  serviceMs: number;
  times: number[];
}

async function measure(service: ChildService): Promise<Map<string, Costs>> {
  const port = Number(new URL(service.url).port);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const urls = searchMix();
  const random = new SeededRandom(7);
  const draw = zipf(urls.length, random);
  const costs = new Map<string, Costs>();
  let pids = await postgresPids();
  let asked = 0;
  while (asked < WARM_UP_ASKS + ASKS) {
    let path = urls[draw()] ?? '/api/listings?kind=room';
    for (let page = 1; page <= LAST_PAGE && asked < WARM_UP_ASKS + ASKS; page++) {
      // The pool opens connections as it needs them.
      if (asked % 100 === 0) pids = await postgresPids();
      asked++;
      const [postgresBefore, serviceBefore] = [await postgresCpuMs(pids), await processCpuMs(service.pid)];
      const sent = performance.now();
      const { status, body } = await getText(agent, port, path);
      const took = performance.now() - sent;
      const [postgresAfter, serviceAfter] = [await postgresCpuMs(pids), await processCpuMs(service.pid)];
      if (status !== 200) throw new Error(`${path} answered ${status}: ${body.slice(0, 200)}`);
      if (asked > WARM_UP_ASKS) {
        const kind = kindOf(path);
        const kept = costs.get(kind) ?? { asks: 0, postgresMs: 0, serviceMs: 0, times: [] };
        kept.asks++;
        kept.postgresMs += spentBetween(postgresBefore, postgresAfter);
        kept.serviceMs += (serviceAfter ?? 0) - (serviceBefore ?? 0);
        kept.times.push(took);
        costs.set(kind, kept);
      }
      const cursor = (JSON.parse(body) as { nextCursor: string | null }).nextCursor;
      if (!cursor || !random.chance(NEXT_PAGE_CHANCE)) break;
      path = nextPagePath(path, cursor);
    }
  }
  agent.destroy();
  return costs;
}

function print(costs: Map<string, Costs>): void {
  const all = [...costs.values()];
  const asks = all.reduce((sum, c) => sum + c.asks, 0);
  const postgres = all.reduce((sum, c) => sum + c.postgresMs, 0);
  const service = all.reduce((sum, c) => sum + c.serviceMs, 0);
  const times = all.flatMap((c) => c.times).sort((a, b) => a - b);
  const header = ['search', 'asks', 'Postgres ms/ask', 'service ms/ask', 'p50 ms', 'p95 ms', 'of Postgres'];
  const row = (name: string, c: Costs, sorted: number[]) => [
    name, `${c.asks} (${((100 * c.asks) / asks).toFixed(1)}%)`, (c.postgresMs / c.asks).toFixed(2), (c.serviceMs / c.asks).toFixed(2),
    percentile(sorted, 0.5).toFixed(1), percentile(sorted, 0.95).toFixed(1), `${((100 * c.postgresMs) / Math.max(1, postgres)).toFixed(1)}%`,
  ];
  const rows = [row('every search', { asks, postgresMs: postgres, serviceMs: service, times }, times)];
  // Kinds asked rarely are summed: a few asks say little in 10 ms ticks.
  const rare: Costs = { asks: 0, postgresMs: 0, serviceMs: 0, times: [] };
  for (const [name, c] of [...costs].sort((a, b) => b[1].postgresMs - a[1].postgresMs)) {
    if (c.asks < asks / 100) {
      Object.assign(rare, { asks: rare.asks + c.asks, postgresMs: rare.postgresMs + c.postgresMs, serviceMs: rare.serviceMs + c.serviceMs, times: [...rare.times, ...c.times] });
    } else {
      rows.push(row(name, c, [...c.times].sort((a, b) => a - b)));
    }
  }
  if (rare.asks > 0) rows.push(row('the rest, each under 1% of asks', rare, [...rare.times].sort((a, b) => a - b)));
  console.log(`\n${textTable(header, rows, { numbers: true })}`);
}

const database = await fullLogDatabase(option('database'), 'kamra_costs');
try {
  const { DATABASE_URL: _url, DATA_DIR: _dir, READ_SEARCH_CACHE_MS: _cache, ...inherited } = process.env;
  const service = await startChildService('read-service/src/main.ts', { ...inherited, DATABASE_URL: database.url, READ_SEARCH_CACHE_MS: '0' });
  try {
    print(await measure(service));
  } finally {
    await service.stop();
  }
} finally {
  await database.drop();
}
