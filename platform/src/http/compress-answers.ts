import compression from 'compression';
import type { Request, RequestHandler } from 'express';

/** What `compression` can answer in; a request that accepts none of them is answered as is. */
const ENCODINGS = /\b(?:gzip|deflate|br)\b|\*/i;

export function acceptsCompression(req: Request): boolean {
  const accepted = req.headers['accept-encoding'];
  return accepted !== undefined && ENCODINGS.test(accepted);
}

/**
 * Compresses JSON and pages above 1 KB for clients that accept it; pre-compressed assets
 * already carry Content-Encoding and pass. `compression` wraps the answer's write, end and
 * headers for every request it sees, so a client that accepts no encoding (health checks,
 * other services) skips it, its answer marked `Vary: Accept-Encoding` as compression marks it.
 */
export function compressAnswers(): RequestHandler {
  const compress = compression();
  return (req, res, next) => {
    if (acceptsCompression(req)) {
      compress(req, res, next);
      return;
    }
    res.vary('Accept-Encoding');
    next();
  };
}
