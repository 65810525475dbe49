import { messages } from '@kamra/contracts/messages';
import type { ApiErrorCode } from '@kamra/contracts/read-models';

/** An error whose message is meant for the person who sent the request. */
export class AppError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export class ValidationError extends AppError {
  override readonly name = 'ValidationError';
  constructor(message: string, fields?: Record<string, string>) {
    super('validation_failed', message, fields);
  }
}

export class BadRequestError extends AppError {
  override readonly name = 'BadRequestError';
  constructor(message: string) {
    super('bad_request', message);
  }
}

export class UnauthenticatedError extends AppError {
  override readonly name = 'UnauthenticatedError';
  constructor(message: string = messages.signInRequired) {
    super('unauthenticated', message);
  }
}

export class ForbiddenError extends AppError {
  override readonly name = 'ForbiddenError';
  constructor(message: string = messages.forbidden) {
    super('forbidden', message);
  }
}

export class AccountBlockedError extends AppError {
  override readonly name = 'AccountBlockedError';
  constructor(message: string) {
    super('account_blocked', message);
  }
}

export class NotFoundError extends AppError {
  override readonly name = 'NotFoundError';
  constructor(message: string = messages.notFound) {
    super('not_found', message);
  }
}

/** A command that is valid in form but not allowed in the entity's current state. */
export class ConflictError extends AppError {
  override readonly name = 'ConflictError';
  constructor(message: string) {
    super('conflict', message);
  }
}

/** Over a limit the request itself decides (codes per number, per hour); `retryAfterSeconds` becomes Retry-After. */
export class TooManyRequestsError extends AppError {
  override readonly name = 'TooManyRequestsError';
  constructor(message: string, readonly retryAfterSeconds: number) {
    super('too_many_requests', message);
  }
}
