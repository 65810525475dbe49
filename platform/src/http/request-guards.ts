import { unescape } from 'node:querystring';
import express, { type Request, type RequestHandler, type Router } from 'express';
import { isStorableText } from '@kamra/contracts/commands';
import { LANGUAGE_PARAM, linkedLanguage } from '@kamra/contracts/language';
import { messages } from '@kamra/contracts/messages';
import { routePaths } from '@kamra/contracts/web-paths';
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

function isReadable(req: Request): boolean {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return false;
  }
  return isStorableText(path) && [...stringsIn(req.query)].every(isStorableText);
}

/**
 * Whether a browser may be opening a page: a read outside the JSON API. A link cut short in a
 * message ('.../rooms/1f2e%') is one of these, and its reader should get the site, not JSON.
 */
function mayBePage(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && req.path.slice(0, 5).toLowerCase() !== '/api/';
}

/**
 * Refuses a URL whose decoded path or query holds text no database can store (NUL, unpaired
 * surrogates), or that cannot be decoded at all, before any route reads it. A page's URL is
 * answered as the 404 page instead (in the language the address asked for, when it could be
 * read), so a person who followed a broken link lands on the site; no route reads the URL as
 * sent either way. Bodies are checked field by field by contracts' text schema.
 */
export const refuseUnstorableUrls: RequestHandler = (req, _res, next) => {
  // NUL and surrogates can only arrive percent-encoded: the HTTP parser refuses control
  // characters in a URL and reads its other bytes as Latin-1.
  if (!req.url.includes('%') || isReadable(req)) {
    next();
    return;
  }
  if (!mayBePage(req)) {
    next(new BadRequestError(messages.pathUnreadable));
    return;
  }
  // The page routes answer the 404 page for it; the logs keep the URL as sent (req.originalUrl).
  req.url = linkedLanguage(req.query[LANGUAGE_PARAM]) === 'ur' ? `${routePaths.notFound}?${LANGUAGE_PARAM}=ur` : routePaths.notFound;
  next();
};

/**
 * A path segment that is an id in capitals (or mixed case). Every id Kamra makes is lower-case,
 * while a UUID names the same thing in either case (RFC 9562): a link retyped from a poster or
 * passed through a tool that shouts still names its listing.
 */
const ID_SEGMENT = /\/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})(?=\/|$)/g;
const CAPITAL_HEX = /[A-F]/;

/**
 * Reads the ids in a request's path in lower case, for every route at once. A page moves to its
 * address in lower case (301), so the app, its canonical and every link name one address; the
 * API's reads and commands are answered at the address they were sent to. The query is left as
 * it is: the only ids a query carries are inside the lists' cursors, whose schema reads them in
 * lower case (read-service's cursorId).
 */
export const lowerCaseIds: RequestHandler = (req, res, next) => {
  const end = req.url.indexOf('?');
  const path = end === -1 ? req.url : req.url.slice(0, end);
  if (!CAPITAL_HEX.test(path)) {
    next();
    return;
  }
  const lowered = path.replace(ID_SEGMENT, (segment) => segment.toLowerCase());
  if (lowered === path) {
    next();
    return;
  }
  const url = lowered + (end === -1 ? '' : req.url.slice(end));
  if (mayBePage(req)) {
    res.redirect(301, url);
    return;
  }
  req.url = url;
  next();
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
