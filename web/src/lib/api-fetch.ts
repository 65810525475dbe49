import { apiErrorFromBody, networkError } from './api-error';
import { readAuthToken } from './auth-token';

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * A plain value is sent as JSON; FormData as multipart (the browser sets the boundary); a
   * Blob as it is, with its own type (e.g. text/html).
   */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** Token to send; defaults to the stored one. Pass null to send none. */
  token?: string | null;
  /** Read-your-writes: wait until the read side has projected this event position. */
  afterPosition?: number | string;
}

export interface ApiFetchParsedOptions<T> extends ApiFetchOptions {
  /** Validates and narrows the JSON body, e.g. a zod schema's `parse`; the headers carry what a list says beside it (its next page). */
  parse: (data: unknown, headers: Headers) => T;
}

function requestInit(options: ApiFetchOptions): RequestInit {
  const headers = new Headers({ accept: 'application/json' });
  const token = options.token === undefined ? readAuthToken() : options.token;
  if (token !== null) headers.set('auth-token', token);
  if (options.afterPosition !== undefined) {
    headers.set('x-after-position', String(options.afterPosition));
  }

  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof Blob) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

  const init: RequestInit = { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers };
  if (body !== undefined) init.body = body;
  if (options.signal !== undefined) init.signal = options.signal;
  return init;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Calls the Kamra API on the same origin. Sends the stored token as the `auth-token` header,
 * JSON-encodes plain bodies, and throws an ApiError for network failures and non-2xx answers.
 * An aborted request rethrows the DOMException untouched so callers can ignore it.
 */
export async function apiFetch<T>(path: string, options: ApiFetchParsedOptions<T>): Promise<T>;
export async function apiFetch(path: string, options?: ApiFetchOptions): Promise<unknown>;
export async function apiFetch<T>(
  path: string,
  options: ApiFetchOptions | ApiFetchParsedOptions<T> = {},
): Promise<T | unknown> {
  let response: Response;
  try {
    response = await fetch(path, requestInit(options));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }

  const data = await readJson(response);
  if (!response.ok) throw apiErrorFromBody(response.status, data, response.headers.get('retry-after'));
  return 'parse' in options ? options.parse(data, response.headers) : data;
}
