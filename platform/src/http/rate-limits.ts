import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, ipKeyGenerator, MemoryStore } from 'express-rate-limit';
import type pg from 'pg';
import { messages } from '@kamra/contracts/messages';
import type { ApiError } from '@kamra/contracts/read-models';
import { withoutTrailingSlashes } from '@kamra/contracts/web-paths';
import { countRateLimitRefusal } from '../metrics/http-metrics.js';
import { PostgresRateLimitStore } from './postgres-rate-limit-store.js';
import { isReadMethod } from './request-guards.js';

/** Requests allowed per minute; see README "Configuration" for the variables that set them. */
export interface RateLimits {
  /** Sign-in starts, dev sign-ins, OAuth callbacks and code exchanges, per client address. */
  signInPerIp: number;
  /** Commands (every non-GET /api request), per signed-in user. */
  commandsPerUser: number;
  /** Commands per client address, signed in or not. */
  commandsPerIp: number;
  /** Payment provider notices that carry a signature, per client address (not counted as commands). */
  webhooksPerIp?: number;
}

/**
 * A service's own answer to a refused request that a person opened as a page (a link in an
 * email), who would otherwise meet the API's JSON: true when it answered (429 and a page), false
 * to leave the request to the JSON refusal. The Retry-After header is already set.
 */
export type RefusalPage = (req: Request, res: Response) => boolean;

const WINDOW_MS = 60_000;
const SIGN_IN_PATHS = ['/auth/dev', '/auth/google', '/auth/exchange'];
/**
 * The payment provider's notices are authenticated by their signature, not by who sends them,
 * and arrive in bursts of redeliveries from a few addresses: counted as commands they would
 * meet 429 and be retried for days. One that carries a signature header gets its own, higher
 * limit (the route then refuses a bad signature); one without is a command like any other.
 */
const SIGNED_WEBHOOKS = [{ path: '/api/payments/webhook', signatureHeader: 'stripe-signature' }];
export const DEFAULT_WEBHOOKS_PER_IP = 3000;

function isSignedWebhook(req: Request): boolean {
  // Express matches routes case-insensitively and with a trailing slash; so does this.
  const path = withoutTrailingSlashes(req.path.toLowerCase());
  return req.method === 'POST' && SIGNED_WEBHOOKS.some((hook) => hook.path === path && req.get(hook.signatureHeader) !== undefined);
}

function clientAddress(req: Request): string {
  return ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}

/**
 * The path as the routers match it. Express routes ignore letter case (`/API/reviews` runs
 * the `/api/reviews` handler), so the limits must too, or changing the case of a path would
 * step around them. Paths are compared raw, undecoded, as the routers compare them.
 */
export function routedPath(req: Request): string {
  return req.path.toLowerCase();
}

export function isSignInPath(path: string): boolean {
  return SIGN_IN_PATHS.some((signIn) => path === signIn || path.startsWith(`${signIn}/`));
}

/**
 * Paths that reach a command or a query of the services: the API, and the one-click unsubscribe
 * link of alert emails, which appends an event without a sign-in and so must be limited too.
 */
export function isApiPath(path: string): boolean {
  return path.startsWith('/api/') || isUnsubscribePath(path);
}

function isUnsubscribePath(path: string): boolean {
  return path === '/unsubscribe' || path === '/unsubscribe/';
}

/**
 * Whether a request is counted as a command: any method but a read on a path of the services,
 * and the GET of the unsubscribe link, which a mail client opens with one click and which
 * appends an event like any command (its HEAD changes nothing).
 */
function isCountedCommand(req: Request): boolean {
  const path = routedPath(req);
  if (!isApiPath(path)) return false;
  return !isReadMethod(req.method) || (req.method === 'GET' && isUnsubscribePath(path));
}

function tooMany(limiter: string, refusalPage: RefusalPage | undefined): RequestHandler {
  return (req, res) => {
    countRateLimitRefusal(limiter);
    if (refusalPage?.(req, res) === true) return;
    const body: ApiError = { error: { code: 'too_many_requests', message: messages.tooManyRequests } };
    res.status(429).json(body);
  };
}

/**
 * The limits every service applies, counted in the database when one is given (so several
 * instances share one count), else in memory. Over a limit: 429 with Retry-After and the
 * error shape. Mounted after resolveActor, so commands count per user as well as per address.
 */
export function rateLimiters(limits: RateLimits, pool: pg.Pool | null, refusalPage?: RefusalPage): RequestHandler {
  // Each limiter's name keys its count in the store and labels its refusals in the metrics.
  const limiter = (name: string) => ({
    windowMs: WINDOW_MS, standardHeaders: 'draft-8', legacyHeaders: true, handler: tooMany(name, refusalPage),
    store: pool ? new PostgresRateLimitStore(pool, name) : new MemoryStore(),
  } as const);
  const signIn = rateLimit({
    ...limiter('sign-in'), limit: limits.signInPerIp, keyGenerator: clientAddress,
  });
  const commandsPerIp = rateLimit({
    ...limiter('commands-ip'), limit: limits.commandsPerIp, keyGenerator: clientAddress,
    skip: (req) => !isCountedCommand(req),
  });
  const commandsPerUser = rateLimit({
    ...limiter('commands-user'), limit: limits.commandsPerUser,
    keyGenerator: (req) => (req.actor.kind === 'user' ? req.actor.userId : 'anonymous'),
    skip: (req) => !isCountedCommand(req) || req.actor.kind !== 'user',
  });
  const webhooksPerIp = rateLimit({
    ...limiter('webhooks-ip'), limit: limits.webhooksPerIp ?? DEFAULT_WEBHOOKS_PER_IP, keyGenerator: clientAddress,
  });
  // Sign-ins are limited whatever their method; otherwise only commands are counted, and a
  // query goes on without the limiters' work.
  return (req, res, next) => {
    const path = routedPath(req);
    if (isSignInPath(path)) {
      void signIn(req, res, next);
      return;
    }
    if (!isCountedCommand(req)) {
      next();
      return;
    }
    if (isSignedWebhook(req)) {
      void webhooksPerIp(req, res, next);
      return;
    }
    void commandsPerIp(req, res, (error?: unknown) => {
      if (error !== undefined) next(error);
      else void commandsPerUser(req, res, next);
    });
  };
}
