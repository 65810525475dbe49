import type { ErrorRequestHandler, RequestHandler } from 'express';
import { messages } from '@kamra/contracts/messages';
import { HTTP_STATUS_OF_ERROR, type ApiError } from '@kamra/contracts/read-models';
import { AppError, TooManyRequestsError } from '../errors.js';
import type { Logger } from '../logger.js';

/**
 * The one place errors become HTTP. Known errors answer 4xx with their message; anything else
 * is a bug, logged with the request id and answered 500 without internals.
 */
export function errorHandler(logger: Logger, translate: (error: unknown) => AppError | null = () => null): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const known = error instanceof AppError ? error : translate(error) ?? fromExpress(error);
    if (known) {
      if (known instanceof TooManyRequestsError) res.setHeader('Retry-After', String(Math.max(1, Math.ceil(known.retryAfterSeconds))));
      const body: ApiError = { error: { code: known.code, message: known.message, ...(known.fields ? { fields: known.fields } : {}) } };
      res.status(HTTP_STATUS_OF_ERROR[known.code]).json(body);
      return;
    }
    (req.log ?? logger).error({ err: error }, 'request failed');
    const body: ApiError = { error: { code: 'internal', message: messages.internalError } };
    res.status(500).json(body);
  };
}

/** Express's own errors (bad JSON, body too large) carry a 4xx status: they come from input. */
function fromExpress(error: unknown): AppError | null {
  if (typeof error !== 'object' || error === null || !('status' in error) || typeof error.status !== 'number') return null;
  if (error.status === 413) return new AppError('payload_too_large', messages.requestTooLarge);
  if (error.status >= 400 && error.status < 500) return new AppError('bad_request', messages.requestNotJson);
  return null;
}

/**
 * Anything else no route answered (another method on a page's path, a file that is not there):
 * a plain 404 of our own, rather than the framework's page that names it and the path.
 */
export const notFoundElsewhere: RequestHandler = (_req, res) => {
  res.status(404).type('text/plain').send('Not found');
};

export const notFoundApi: RequestHandler = (_req, res) => {
  const body: ApiError = { error: { code: 'not_found', message: messages.apiRouteNotFound } };
  res.status(404).json(body);
};
