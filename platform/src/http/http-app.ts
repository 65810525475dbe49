import express, { type Express, type ErrorRequestHandler, type RequestHandler } from 'express';
import type pg from 'pg';
import type { AppError } from '../errors.js';
import type { Logger } from '../logger.js';
import { resolveActor } from '../auth/actor.js';
import { httpMetrics } from '../metrics/http-metrics.js';
import { compressAnswers } from './compress-answers.js';
import { errorHandler, notFoundApi, notFoundElsewhere } from './error-handler.js';
import { installJsonAnswers } from './json-answer.js';
import { requestContext } from './request-context.js';
import { isReadMethod, lowerCaseIds, refuseRepeatedApiParameters, refuseUnstorableUrls } from './request-guards.js';
import { rateLimiters, type RateLimits, type RefusalPage } from './rate-limits.js';
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
  /** The service's pages' own answer to a rate-limit refusal (see RefusalPage); otherwise the API's JSON. */
  refusalPage?: RefusalPage;
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

/** The frame's middleware by name, in the order they run; `framePieces` lists them. */
export const FRAME_MIDDLEWARE = ['metrics', 'request-logs', 'security-headers', 'compression', 'url-guard', 'json-body', 'actor', 'rate-limits'] as const;
export type FrameMiddleware = (typeof FRAME_MIDDLEWARE)[number];

export interface FramePiece {
  name: FrameMiddleware | 'settings' | 'draining' | 'health' | 'raw-body' | 'routes' | 'not-found' | 'fallback' | 'not-found-elsewhere' | 'errors';
  install(app: Express): void;
}

/**
 * The HTTP frame every service shares, so the one-process runtime and each service on its
 * own treat requests alike: request id and logs, security headers, compression, health, URLs
 * no database can store refused, JSON bodies, the caller's identity, rate limits, then the
 * service's routes, then 404s and the one error handler.
 */
export function createHttpApp(options: HttpAppOptions): Express {
  const app = express();
  for (const piece of framePieces(options)) piece.install(app);
  return app;
}

/**
 * The frame as named pieces in order. createHttpApp installs them all; the bench installs all
 * but one to see what each costs.
 */
export function framePieces(options: HttpAppOptions): FramePiece[] {
  return [
    {
      name: 'settings',
      install(app) {
        app.disable('x-powered-by');
        app.set('trust proxy', options.trustedProxies ?? 'loopback');
        installJsonAnswers(app);
      },
    },
    {
      name: 'metrics',
      install: (app) => app.use(httpMetrics()),
    },
    {
      name: 'draining',
      install(app) {
        app.use((req, res, next) => {
          if (req.app.locals.draining === true) res.setHeader('Connection', 'close');
          next();
        });
      },
    },
    { name: 'request-logs', install: (app) => app.use(requestContext(app, options.logger)) },
    { name: 'security-headers', install: (app) => app.use(securityHeaders()) },
    { name: 'compression', install: (app) => app.use(compressAnswers()) },
    {
      name: 'health',
      install(app) {
        app.get('/healthz', (_req, res) => void res.json({ ok: true }));
        app.get('/readyz', readyz(options.readiness));
      },
    },
    {
      name: 'raw-body',
      install(app) {
        if (options.rawBodyPaths?.length) app.use([...options.rawBodyPaths], express.raw({ type: () => true, limit: '100kb' }));
      },
    },
    {
      name: 'url-guard',
      install(app) {
        app.use(refuseUnstorableUrls);
        app.use(refuseRepeatedApiParameters);
        app.use(lowerCaseIds);
      },
    },
    {
      name: 'json-body',
      install(app) {
        const json = express.json({ limit: JSON_BODY_LIMIT });
        // Only commands carry a body a route reads.
        app.use((req, res, next) => (isReadMethod(req.method) ? next() : json(req, res, next)));
      },
    },
    { name: 'actor', install: (app) => app.use(resolveActor({ authSecret: options.authSecret, adminEmails: options.adminEmails })) },
    { name: 'rate-limits', install: (app) => app.use(rateLimiters(options.rateLimits, options.rateLimitPool, options.refusalPage)) },
    { name: 'routes', install: (app) => options.mount(app) },
    { name: 'not-found', install: (app) => app.use(['/api', '/auth'], notFoundApi) },
    { name: 'fallback', install: (app) => options.mountFallback?.(app) },
    { name: 'not-found-elsewhere', install: (app) => app.use(notFoundElsewhere) },
    { name: 'errors', install: (app) => app.use(errorHandler(options.logger, options.translateError) satisfies ErrorRequestHandler) },
  ];
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
