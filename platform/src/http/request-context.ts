import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Becomes the correlation id of every event this request appends. */
      requestId: string;
      log: Logger;
    }
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;

/** Gives every request an id (kept from x-request-id when well formed) and a child logger. */
export function requestContext(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    req.requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.log = logger.child({ requestId: req.requestId });
    res.setHeader('x-request-id', req.requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      req.log.info({ method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms) }, 'request');
    });
    next();
  };
}
