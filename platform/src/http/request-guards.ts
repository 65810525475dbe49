import { unescape } from 'node:querystring';
import express, { type RequestHandler, type Router } from 'express';
import { isStorableText } from '@kamra/contracts/commands';
import { messages } from '@kamra/contracts/messages';
import { BadRequestError, NotFoundError } from '../errors.js';

/** Every id Kamra makes is a UUID (random, or derived from a hash with version bits set). */
const ID_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isWellFormedId(id: string): boolean {
  return ID_FORMAT.test(id);
}

/**
 * A router for a feature's routes: a path's `:id` must be a well-formed id, or the resource
 * it names does not exist (404) and no route handler, query or command ever sees it.
 */
export function apiRouter(): Router {
  const router = express.Router();
  router.param('id', (_req, _res, next, value: unknown) => {
    next(typeof value === 'string' && isWellFormedId(value) ? undefined : new NotFoundError(messages.notFound));
  });
  return router;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Queries and preflights: no body a route reads, no command counted against a limit. */
export function isReadMethod(method: string): boolean {
  return READ_METHODS.has(method);
}

function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      yield key;
      yield* stringsIn(item);
    }
  }
}

/**
 * Refuses a URL whose decoded path or query holds text no database can store (NUL, unpaired
 * surrogates), before any route reads it. Bodies are checked field by field by contracts'
 * text schema.
 */
export const refuseUnstorableUrls: RequestHandler = (req, _res, next) => {
  // NUL and surrogates can only arrive percent-encoded: the HTTP parser refuses control
  // characters in a URL and reads its other bytes as Latin-1.
  if (!req.url.includes('%')) {
    next();
    return;
  }
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    next(new BadRequestError(messages.pathUnreadable));
    return;
  }
  const storable = isStorableText(path) && [...stringsIn(req.query)].every(isStorableText);
  next(storable ? undefined : new BadRequestError(messages.pathUnreadable));
};

/** Longest name a refusal repeats back: a parameter name longer than this is only a prefix of it. */
const NAME_SHOWN = 40;

/**
 * The first parameter named more than once in `queryString` (the part after '?'), decoded as
 * Express's query parser decodes it, or null. Read from the raw text: names only, no values.
 */
export function repeatedParameter(queryString: string): string | null {
  const seen = new Set<string>();
  for (const pair of queryString.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = unescape((equals === -1 ? pair : pair.slice(0, equals)).replaceAll('+', ' '));
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return null;
}

/**
 * Refuses an API request that names a query parameter twice. Every API query is of single
 * values, and Express reads a repeated one as a list, which each route's schema then refused
 * in the words of its validator ('expected string, received array'); this says which
 * parameter, in words a person can act on, before any route reads it.
 */
export const refuseRepeatedApiParameters: RequestHandler = (req, _res, next) => {
  const start = req.url.indexOf('?');
  // Routing ignores case, so '/API/listings' is the API too; req.path, not the URL, as a request
  // may name the whole address ('GET http://host/api/...').
  if (start === -1 || req.path.slice(0, 5).toLowerCase() !== '/api/') {
    next();
    return;
  }
  const name = repeatedParameter(req.url.slice(start + 1));
  next(name === null ? undefined : new BadRequestError(`${name.slice(0, NAME_SHOWN)}: ${messages.queryParameterRepeated}`));
};
