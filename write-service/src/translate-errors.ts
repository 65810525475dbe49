import { messages } from '@kamra/contracts/messages';
import { AppError, ConflictError } from '@kamra/platform';
import { ConcurrencyError } from '@kamra/eventstore';
import { ImageRejected } from './uploads/index.js';

/** Write-side errors that are not AppErrors but still come from the request. */
export function translateWriteErrors(error: unknown): AppError | null {
  if (error instanceof ImageRejected) return new AppError('validation_failed', error.message);
  if (error instanceof ConcurrencyError) return new ConflictError(messages.concurrentChange);
  return null;
}
