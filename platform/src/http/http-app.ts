import compression from 'compression';
import express, { type Express, type ErrorRequestHandler, type RequestHandler } from 'express';
import type pg from 'pg';
import type { AppError } from '../errors.js';
import type { Logger } from '../logger.js';
import { resolveActor } from '../auth/actor.js';
import { httpMetrics } from '../metrics/http-metrics.js';
import { errorHandler, notFoundApi } from './error-handler.js';
import { requestContext } from './request-context.js';
import { refuseUnstorableUrls } from './request-guards.js';
import { rateLimiters, type RateLimits } from './rate-limits.js';
import { securityHeaders } from './security-headers.js';

/** The largest JSON body a route reads; larger ones get 413. */
export const JSON_BODY_LIMIT = '100kb';

export interface HttpAppOptions {
  logger: Logger;
  authSecret: string;
  adminEmails: readonly string[];
  /** Answers /readyz: ready or not, with details. */
  readiness(): Promise<{ ready: boolean; details: Record<string, unknown> }>;
  /** Mounts the service's routers; runs after the shared middleware, before the fallbacks. */
  mount(app: Express): void;
  /** Runs after the API 404s: the runtime serves the web client here. */
  mountFallback?(app: Express): void;
  translateError?(error: unknown): AppError | null;
  /** Paths whose body arrives untouched as a Buffer: a signature is checked over the exact bytes (payment webhooks). */
  rawBodyPaths?: readonly string[];
  rateLimits: RateLimits;
  /** Whose X-Forwarded-For is believed (KamraConfig.trustedProxies); default: loopback only. */
  trustedProxies?: string;
  /** Where rate limits count hits, shared by every instance; null counts in this process only. */
  rateLimitPool: pg.Pool | null;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /**
       * True once the process is stopping (set by serveHttp's stop): /readyz answers 503 so the
       * proxy stops sending here, and every answer closes its connection so no client keeps
       * one open to a dying process.
       */
      draining?: boolean;
    }
  }
}

/**
 * The HTTP frame every service shares, so the one-process runtime and each service on its
 * own treat requests alike: request id and logs, security headers, compression, health, URLs
 * no database can store refused, JSON bodies, the caller's identity, rate limits, then the
 * service's routes, then 404s and the one error handler.
 */
export function createHttpApp(options: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustedProxies ?? 'loopback');
  app.use(httpMetrics());
  app.use((req, res, next) => {
    if (req.app.locals.draining === true) res.setHeader('Connection', 'close');
    next();
  });
  app.use(requestContext(options.logger));
  app.use(securityHeaders());
  // Compresses JSON and pages; pre-compressed assets already carry Content-Encoding and pass.
  app.use(compression());
  app.get('/healthz', (_req, res) => void res.json({ ok: true }));
  app.get('/readyz', readyz(options.readiness));
  if (options.rawBodyPaths?.length) app.use([...options.rawBodyPaths], express.raw({ type: () => true, limit: '100kb' }));
  app.use(refuseUnstorableUrls);
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  app.use(resolveActor({ authSecret: options.authSecret, adminEmails: options.adminEmails }));
  app.use(rateLimiters(options.rateLimits, options.rateLimitPool));
  options.mount(app);
  app.use(['/api', '/auth'], notFoundApi);
  options.mountFallback?.(app);
  app.use(errorHandler(options.logger, options.translateError) satisfies ErrorRequestHandler);
  return app;
}

function readyz(readiness: HttpAppOptions['readiness']): RequestHandler {
  return async (req, res) => {
    if (req.app.locals.draining === true) {
      res.status(503).json({ ok: false, draining: true });
      return;
    }
    const { ready, details } = await readiness();
    res.status(ready ? 200 : 503).json({ ok: ready, ...details });
  };
}
