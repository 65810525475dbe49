import type { RequestHandler } from 'express';
import { MemoryStore, rateLimit } from 'express-rate-limit';
import type pg from 'pg';
import type { ApiError } from '@kamra/contracts/read-models';
import { countRateLimitRefusal } from '../metrics/http-metrics.js';
import { PostgresRateLimitStore } from './postgres-rate-limit-store.js';

export interface PerUserRateLimit {
  /** Names the count in the store, apart from every other limit. */
  name: string;
  perMinute: number;
  /** What the person is told when over the limit (429). */
  message: string;
  /** Where hits are counted, shared by every instance; null counts in this process only. */
  pool: pg.Pool | null;
}

/**
 * A limit on one route per signed-in user, beside the general limits of rateLimiters: for an
 * action whose own pace matters (a flood of comments) more than a person's commands overall.
 * Callers who are not signed in are not counted; the route refuses them itself.
 */
export function perUserRateLimit(options: PerUserRateLimit): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: options.perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: true,
    store: options.pool ? new PostgresRateLimitStore(options.pool, options.name) : new MemoryStore(),
    skip: (req) => req.actor.kind !== 'user',
    keyGenerator: (req) => (req.actor.kind === 'user' ? req.actor.userId : 'anonymous'),
    handler: (_req, res) => {
      countRateLimitRefusal(options.name);
      const body: ApiError = { error: { code: 'too_many_requests', message: options.message } };
      res.status(429).json(body);
    },
  });
}
