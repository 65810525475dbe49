// Every failed call becomes one ApiError. The server answers 4xx/5xx with
// `{ "error": { "code", "message", "fields"? } }`; anything else (HTML error pages, proxies,
// lost connections) is folded into the same shape so callers handle a single type.
// Its message is already in the reader's language (see readerMessage), so every screen can
// show `error.message` as it is.
import { messages, type MessageKey } from '@kamra/contracts/messages';
import { i18n, isMessageText, translateMessage } from '../i18n';

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

/**
 * The server's text in the reader's language. A rule's message translates by its text; any
 * other text (one a service wrote itself) is kept in English and, in Urdu, replaced by the
 * Urdu for its code, so a reader never meets an English sentence they cannot read.
 */
function readerMessage(code: string, text: string): string {
  if (isMessageText(text) || i18n.language === 'en') return translateMessage(text);
  return i18n.t([`errors.${code}`, 'errors.http_error'], { ns: 'common' });
}

/** What an answer without the error shape (a proxy's page, an empty body) most likely means. */
const MESSAGE_OF_STATUS: Readonly<Record<number, MessageKey>> = {
  401: 'signInRequired',
  403: 'forbidden',
  413: 'requestTooLarge',
  429: 'tooManyRequests',
};

/** Seconds in a Retry-After header; null when it is missing or a date. */
const retrySeconds = (header: string | null | undefined): number | null => {
  const seconds = Number(header ?? '');
  return header !== null && header !== undefined && header.trim() !== '' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
};

/**
 * Turns a non-2xx response body (already parsed as JSON, or null) into an ApiError with its
 * message in the reader's language. `retryAfter`: the response's Retry-After header, which a
 * refusal without the error shape (a proxy's 429) is explained by.
 */
export function apiErrorFromBody(status: number, body: unknown, retryAfter?: string | null): ApiError {
  const error = isRecord(body) ? body['error'] : undefined;
  if (isRecord(error) && typeof error['message'] === 'string') {
    const code = typeof error['code'] === 'string' ? error['code'] : 'http_error';
    const fields = readFields(error['fields']);
    const translated = fields === undefined ? undefined : Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, readerMessage(code, text)]));
    return new ApiError(status, code, readerMessage(code, error['message']), translated);
  }
  const seconds = status === 429 ? retrySeconds(retryAfter) : null;
  if (seconds !== null) return new ApiError(status, 'http_error', i18n.t('errors.waitSeconds', { ns: 'common', count: seconds }));
  return new ApiError(status, 'http_error', translateMessage(messages[MESSAGE_OF_STATUS[status] ?? 'internalError']));
}

export const networkError = (): ApiError => new ApiError(0, 'network_error', translateMessage(NETWORK_ERROR_MESSAGE));

/** A request its caller aborted (a superseded load): not a failure to show. */
export const isAbortError = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
