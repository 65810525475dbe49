/**
 * What the shared HTTP frame costs: a bare `node:http` server (the floor), the read service's
 * /healthz as shipped, `GET /api/listings/:id` of random public listings on the real Postgres,
 * and the frame with one middleware left out at a time (`frame-probe.ts`), each in its own
 * process under the same closed-loop load.
 */
import { performance } from 'node:perf_hooks';
import { PostgresEventStore } from '@kamra/eventstore';
import type { Database } from '@kamra/platform';
import { FRAME_MIDDLEWARE } from '@kamra/platform';
import { projections, rebuildReadTables } from '@kamra/projector';
import { startChildService, type ChildService } from './child-service.js';
import type { Figure, Log } from './figure.js';
import { load, type LoadResult } from './http-load.js';
import { processCpuMs } from './process-cpu.js';
import { seedLog, type LogSize } from './seed-log.js';
import { PROBE_PATH, READ_WAIT } from './frame-probe-route.js';

export interface FrameOptions {
  databaseUrl: string;
  database: Database;
  /** The log seeded for the by-id route (its public listings are asked at random). */
  size: LogSize;
  clients: number;
  seconds: number;
  log: Log;
}

interface Measured extends LoadResult {
  /** The serving process's CPU time (user + system) per answer: what the machine's load disturbs least. */
  cpuUs: number;
}

function describe(result: Measured): string {
  return `${Math.round(result.perSecond).toLocaleString('en-US')}/s, p95 ${result.p95Ms.toFixed(2)} ms, ${Math.round(result.cpuUs)} µs CPU each${result.failures ? `, ${result.failures} failed` : ''}`;
}

/** User + system CPU seconds of a process so far; a service that has gone fails the figure. */
async function cpuSeconds(pid: number): Promise<number> {
  const ms = await processCpuMs(pid);
  if (ms === null) throw new Error(`process ${pid} has gone`);
  return ms / 1000;
}

async function loadService(service: ChildService, path: (n: number) => string, options: FrameOptions): Promise<Measured> {
  let before = 0;
  const result = await load(Number(new URL(service.url).port), path, {
    clients: options.clients, seconds: options.seconds, afterWarmUp: async () => void (before = await cpuSeconds(service.pid)),
  });
  const cpu = await cpuSeconds(service.pid) - before;
  return { ...result, cpuUs: (cpu / result.requests) * 1e6 };
}

function meanOf(a: Measured, b: Measured): Measured {
  const mean = (x: number, y: number) => (x + y) / 2;
  return {
    requests: a.requests + b.requests, p50Ms: mean(a.p50Ms, b.p50Ms), p95Ms: mean(a.p95Ms, b.p95Ms),
    perSecond: mean(a.perSecond, b.perSecond), failures: a.failures + b.failures, cpuUs: mean(a.cpuUs, b.cpuUs),
  };
}

async function measure(start: () => Promise<ChildService>, path: (n: number) => string, options: FrameOptions): Promise<Measured> {
  const service = await start();
  try {
    return await loadService(service, path, options);
  } finally {
    await service.stop();
  }
}

export async function frameFigures(options: FrameOptions): Promise<Figure[]> {
  const { log } = options;
  const started = performance.now();
  // Creating the store creates the events table the seed writes into.
  const store = await PostgresEventStore.create(options.database.pool, { pollIntervalMs: 50 });
  const seeded = await seedLog(options.database.pool, options.size);
  await rebuildReadTables({ pool: options.database.pool, store, projections });
  await store.close();
  const ids = seeded.publicListings;
  log(`frame: seeded and rebuilt ${seeded.events.toLocaleString('en-US')} events (${ids.length.toLocaleString('en-US')} public listings) in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  const readService = () => startChildService('read-service/src/main.ts', { ...inherited, DATABASE_URL: options.databaseUrl });
  const probe = (without: string) => () => startChildService('bench/src/frame-probe.ts', { ...inherited, FRAME_WITHOUT: without });

  const bareHttp = () => measure(() => startChildService('bench/src/bare-http.ts', inherited), () => '/healthz', options);
  const bareBefore = await bareHttp();
  log(`frame: bare node:http: ${describe(bareBefore)}`);
  const service = await readService();
  let healthz: Measured;
  let byId: Measured;
  try {
    healthz = await loadService(service, () => '/healthz', options);
    log(`frame: read service /healthz: ${describe(healthz)}`);
    byId = await loadService(service, (n) => `/api/listings/${ids[(n * 7919) % ids.length] ?? 'none'}`, options);
    log(`frame: read service GET /api/listings/:id: ${describe(byId)}`);
    if (byId.failures > 0) {
      // Which answer failed shows why: a sample of the same ids asked again.
      const statuses = await Promise.all(ids.slice(0, 20).map(async (id) => (await fetch(`${service.url}/api/listings/${id}`)).status));
      log(`frame: by id again, 20 of the ids answered ${statuses.join(' ')}`);
    }
  } finally {
    await service.stop();
  }
  // The same ids asked of a bare server that only runs the detail's query: the round trip's own cost.
  const bareQuery = await measure(
    () => startChildService('bench/src/bare-query.ts', { ...inherited, DATABASE_URL: options.databaseUrl }),
    (n) => `/${ids[(n * 7919) % ids.length] ?? 'none'}`, options,
  );
  log(`frame: bare node:http running the detail's query: ${describe(bareQuery)}`);
  // The load drifts: the floor is measured before and after the service, and their mean taken.
  const bareAfter = await bareHttp();
  log(`frame: bare node:http again: ${describe(bareAfter)}`);
  const bare = meanOf(bareBefore, bareAfter);
  const figures: Figure[] = [
    {
      figure: `HTTP frame: read service /healthz, ${options.clients} clients`,
      target: '>= 0.3x bare node:http',
      measured: describe(healthz),
      baseline: `bare node:http, mean of before and after: ${describe(bare)}`,
      ratio: healthz.perSecond / bare.perSecond,
      met: healthz.perSecond / bare.perSecond >= 0.3 && healthz.failures === 0,
    },
    {
      figure: `HTTP frame: GET /api/listings/:id on Postgres, ${ids.length.toLocaleString('en-US')} public, ${options.clients} clients`,
      target: '>= 0.5x /healthz',
      measured: describe(byId),
      baseline: `/healthz ${describe(healthz)}`,
      ratio: byId.perSecond / healthz.perSecond,
      met: byId.perSecond / healthz.perSecond >= 0.5 && byId.failures === 0,
    },
    {
      figure: `HTTP frame: bare node:http running the detail's query and nothing else, ${ids.length.toLocaleString('en-US')} public, ${options.clients} clients`,
      target: 'reported',
      measured: `${describe(bareQuery)}; GET /api/listings/:id reaches ${(byId.perSecond / bareQuery.perSecond).toFixed(2)}x of it`,
      baseline: `bare node:http, mean of before and after: ${describe(bare)}`,
      ratio: bareQuery.perSecond / bare.perSecond,
      met: null,
    },
  ];

  // The machine's load drifts over minutes, so each piece is measured right after its own
  // measure of the whole frame, and the two compared.
  let whole: Measured;
  for (const piece of [...FRAME_MIDDLEWARE, READ_WAIT]) {
    whole = await measure(probe(''), () => PROBE_PATH, options);
    const result = await measure(probe(piece), () => PROBE_PATH, options);
    // Per answer, the CPU the piece costs the serving process (negative: noise larger than the piece).
    const savedUs = whole.cpuUs - result.cpuUs;
    log(`frame: without ${piece}: ${describe(result)}, whole frame ${describe(whole)} (${savedUs.toFixed(0)} µs CPU a request saved)`);
    figures.push({
      figure: `HTTP frame without ${piece}: a query through the rest`,
      target: 'reported',
      measured: `${describe(result)}; ${savedUs.toFixed(0)} µs CPU a request saved`,
      baseline: `whole frame ${describe(whole)}`,
      ratio: result.perSecond / whole.perSecond,
      met: null,
    });
  }
  // Every piece left out: what Express and its router cost before any middleware of ours.
  whole = await measure(probe(''), () => PROBE_PATH, options);
  const bareExpress = await measure(probe([...FRAME_MIDDLEWARE, READ_WAIT].join(',')), () => PROBE_PATH, options);
  log(`frame: Express with none of the frame: ${describe(bareExpress)}, whole frame ${describe(whole)}`);
  figures.push({
    figure: 'HTTP frame: Express with none of the middleware, a query',
    target: 'reported',
    measured: `${describe(bareExpress)}; ${(whole.cpuUs - bareExpress.cpuUs).toFixed(0)} µs CPU a request for the whole frame`,
    baseline: `whole frame ${describe(whole)}`,
    ratio: bareExpress.perSecond / whole.perSecond,
    met: null,
  });
  return figures;
}
