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
  return `${req.baseUrl.toLowerCase()}${String(route.path)}`;
}

/** Times every request; mounted first so the time covers all the middleware too. */
export function httpMetrics(): RequestHandler {
  return (req, res, next) => {
    const end = requestDuration.startTimer();
    res.once('close', () => {
      end({ method: req.method, route: routeLabel(req), status: res.writableFinished ? String(res.statusCode) : 'aborted' });
    });
    next();
  };
}

export function countRateLimitRefusal(limiter: string): void {
  rateLimitRefusals.inc({ limiter });
}
