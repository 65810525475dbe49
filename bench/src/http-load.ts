/** Closed-loop HTTP load: `clients` keep-alive connections, each sending its next request when the last answers. */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadResult {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  perSecond: number;
  failures: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

export function get(agent: http.Agent, port: number, path: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
}

/** GET `path` with its answer's text. */
export function getText(agent: http.Agent, port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

/**
 * How long every load runs untimed first, with all its clients. A service just started, or a
 * route not yet asked, answers slowly while V8 compiles its hot paths and the pool opens its
 * connections and prepares its statements: by id on a fresh read service ran at 749, 1,289,
 * 2,019 and 2,325 answers in its first four seconds, then 2,900 a second. A running service is
 * past that, so the figures are taken after it. Every load, baselines too, waits as long.
 */
export const WARM_UP_SECONDS = 3;

export interface LoadOptions {
  clients: number;
  seconds: number;
  /** Called between the warm-up and the timed run, to read what the timed run is compared to (CPU time, counters). */
  afterWarmUp?(): Promise<void>;
}

/** `clients` closed loops, each running `step` again as soon as it is done, until `until` (a `performance.now()` time). */
export async function closedLoops(clients: number, until: number, step: (until: number) => Promise<void>): Promise<void> {
  await Promise.all(Array.from({ length: clients }, async () => {
    while (performance.now() < until) await step(until);
  }));
}

/** The untimed warm-up every load runs first, then what the caller reads before timing. */
export async function warmUp(options: LoadOptions, step: (until: number) => Promise<void>): Promise<void> {
  await closedLoops(options.clients, performance.now() + WARM_UP_SECONDS * 1000, step);
  await options.afterWarmUp?.();
}

/** Sends requests for `seconds` after `WARM_UP_SECONDS` untimed; `path(n)` names the n-th request. */
export async function load(port: number, path: (n: number) => string, options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
  let n = 0;
  await warmUp(options, async () => void (await get(agent, port, path(n++))));
  const timings: number[] = [];
  let failures = 0;
  const started = performance.now();
  await closedLoops(options.clients, started + options.seconds * 1000, async () => {
    const sent = performance.now();
    const status = await get(agent, port, path(n++));
    timings.push(performance.now() - sent);
    if (status !== 200) failures++;
  });
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  timings.sort((a, b) => a - b);
  return { requests: timings.length, p50Ms: percentile(timings, 0.5), p95Ms: percentile(timings, 0.95), perSecond: timings.length / elapsed, failures };
}
