import type { Request, RequestHandler } from 'express';
import { Counter, Histogram } from 'prom-client';
import { metricsRegistry } from './registry.js';

const requestDuration = new Histogram({
  name: 'kamra_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being sent, by method, route pattern and status ("aborted": the connection closed first).',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

const rateLimitRefusals = new Counter({
  name: 'kamra_rate_limit_refusals_total',
  help: 'Requests refused with 429, by the limiter that refused them.',
  labelNames: ['limiter'] as const,
  registers: [metricsRegistry],
});

/** Paths no route of ours matched (static files of the client, 404s) share this one label. */
export const UNROUTED = 'unrouted';

/**
 * The route pattern a request matched (`/api/listings/:id`), never its raw path: ids and
 * made-up paths would give every request a series of its own. Express matches ignoring letter
 * case, and the pattern is the declared one, so `/API/Listings/x` counts under the same label.
 */
export function routeLabel(req: Request): string {
  const route: unknown = req.route;
  if (typeof route !== 'object' || route === null || !('path' in route)) return UNROUTED;
  // A request that matched a route and then went on to a later handler (a 404 after a static
  // route found no file) has its baseUrl taken back by Express by the time it closes.
  return `${(req.baseUrl ?? '').toLowerCase()}${String(route.path)}`;
}

/**
 * Times every request; mounted first so the time covers all the middleware too. Each series'
 * child is looked up once and kept, so an answer costs one observation, not a hash of its labels.
 */
export function httpMetrics(): RequestHandler {
  const series = new Map<string, Histogram.Internal<'method' | 'route' | 'status'>>();
  const seriesOf = (method: string, route: string, status: string) => {
    const key = `${method} ${route} ${status}`;
    let child = series.get(key);
    if (!child) series.set(key, (child = requestDuration.labels(method, route, status)));
    return child;
  };
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('close', () => {
      // A throw here would be an uncaught exception and end the process: a figure is never worth that.
      try {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        seriesOf(req.method, routeLabel(req), res.writableFinished ? String(res.statusCode) : 'aborted').observe(seconds);
      } catch {
        // The answer has gone; only this one observation is lost.
      }
    });
    next();
  };
}

export function countRateLimitRefusal(limiter: string): void {
  rateLimitRefusals.inc({ limiter });
}
