import { createHash } from 'node:crypto';
import type { Application, Express, Response } from 'express';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The weak ETag Express gives a body by default (its `etag` package: byte length in hex, then
 * the first 27 characters of the body's SHA-1 in base64), hashed from the text itself rather
 * than from a Buffer copy of it. The same text gets the same tag either way, so a client that
 * kept one still gets its 304.
 */
export function weakEtagOf(text: string, bytes = Buffer.byteLength(text)): string {
  return `W/"${bytes.toString(16)}-${createHash('sha1').update(text, 'utf8').digest('base64').slice(0, 27)}"`;
}

/**
 * Sends `text`, JSON already, as Express's res.json would: its type with the charset, its
 * length, a weak ETag unless the route set one, 304 when the client's copy is fresh, no body
 * for HEAD. Every API answer is JSON, so this is the path nearly every answer takes; the
 * generic res.send looks up the type, parses it to add the charset and copies the text into a
 * Buffer on the way. A route that set its own type is answered by Express's own send.
 */
export function sendJsonText(res: Response, text: string): Response {
  if (res.hasHeader('content-type')) return res.send(text);
  const bytes = Buffer.byteLength(text);
  res.setHeader('Content-Type', JSON_TYPE);
  // Content-Length and Transfer-Encoding never go together.
  if (!res.hasHeader('transfer-encoding')) res.setHeader('Content-Length', bytes);
  if (!res.hasHeader('etag')) res.setHeader('ETag', weakEtagOf(text, bytes));
  if (res.req.fresh) res.status(304);
  if (res.statusCode === 204 || res.statusCode === 304) {
    res.removeHeader('Content-Type');
    res.removeHeader('Content-Length');
    res.removeHeader('Transfer-Encoding');
    res.end();
  } else if (res.statusCode === 205) {
    res.setHeader('Content-Length', '0');
    res.removeHeader('Transfer-Encoding');
    res.end();
  } else if (res.req.method === 'HEAD') {
    res.end();
  } else {
    res.end(text, 'utf8');
  }
  return res;
}

/** Whether `app` answers JSON as Express does by default: no replacer, spacing or escaping, weak ETags. */
function hasDefaultJsonSettings(app: Application): boolean {
  return app.get('json replacer') === undefined && app.get('json spaces') === undefined && !app.get('json escape') && app.get('etag') === 'weak';
}

/**
 * Makes `res.json` of `app` send through sendJsonText. A value JSON has no text for
 * (undefined, a function) goes to Express's own json, which answers it with no body, and so
 * does every answer of an app whose JSON or ETag settings are not Express's defaults, so that
 * setting one keeps its meaning.
 */
export function installJsonAnswers(app: Express): void {
  const expressJson = app.response.json;
  app.response.json = function json(this: Response, body: unknown): Response {
    if (!hasDefaultJsonSettings(this.app)) return expressJson.call(this, body);
    const text: unknown = JSON.stringify(body);
    return typeof text === 'string' ? sendJsonText(this, text) : expressJson.call(this, body);
  };
}
