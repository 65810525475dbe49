import { randomUUID } from 'node:crypto';
import type { Express, Request, RequestHandler } from 'express';
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

/**
 * Gives every request of `app` an id (kept from x-request-id when well formed), a child logger
 * that carries it, and one log line when its answer is sent. The child logger is made only
 * when a route asks for `req.log`: most requests never log anything but their line.
 */
export function requestContext(app: Express, logger: Logger): RequestHandler {
  const own = (req: Request, log: Logger) => Object.defineProperty(req, 'log', { value: log, writable: true, configurable: true, enumerable: true });
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Request) {
      const log = logger.child({ requestId: this.requestId });
      own(this, log);
      return log;
    },
    set(this: Request, log: Logger) {
      own(this, log);
    },
  });
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.requestId = requestId;
    res.setHeader('x-request-id', requestId);
    // The level is read per request, so raising it at run time silences the lines at once.
    if (logger.isLevelEnabled('info')) {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e6);
        logger.info({ requestId, method: req.method, url: req.originalUrl, status: res.statusCode, ms }, 'request');
      });
    }
    next();
  };
}
