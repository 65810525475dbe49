// Every failed call becomes one ApiError. The server answers 4xx/5xx with
// `{ "error": { "code", "message", "fields"? } }`; anything else (HTML error pages, proxies,
// lost connections) is folded into the same shape so callers handle a single type.
import { messages } from '@kamra/contracts/messages';

export const NETWORK_ERROR_MESSAGE = messages.connectionFailed;

export type ApiFieldErrors = Readonly<Record<string, string>>;

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** Machine-readable code from the server, or `network_error` / `http_error`. */
    readonly code: string,
    message: string,
    /** Per-field validation messages, keyed by field name. */
    readonly fields?: ApiFieldErrors,
  ) {
    super(message);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readFields(value: unknown): ApiFieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === 'string') fields[key] = message;
    else if (Array.isArray(message) && typeof message[0] === 'string') fields[key] = message[0];
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** Turns a non-2xx response body (already parsed as JSON, or null) into an ApiError. */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  const error = isRecord(body) ? body['error'] : undefined;
  if (isRecord(error) && typeof error['message'] === 'string') {
    const code = typeof error['code'] === 'string' ? error['code'] : 'http_error';
    return new ApiError(status, code, error['message'], readFields(error['fields']));
  }
  return new ApiError(status, 'http_error', messages.internalError);
}

export const networkError = (): ApiError => new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);

/** A request its caller aborted (a superseded load): not a failure to show. */
export const isAbortError = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
