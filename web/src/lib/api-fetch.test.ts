import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, apiErrorFromBody } from './api-error';
import { apiFetch } from './api-fetch';
import { AUTH_TOKEN_KEY, clearAuthToken, readAuthToken, saveAuthToken } from './auth-token';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiFetch', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const lastRequest = () => {
    const call = fetchMock.mock.calls.at(-1);
    if (call === undefined) throw new Error('fetch was not called');
    const [url, init] = call;
    return { url, init: init ?? {}, headers: new Headers(init?.headers) };
  };

  it('sends the stored token as the auth-token header and returns the JSON body', async () => {
    saveAuthToken('t0ken');
    fetchMock.mockResolvedValue(json(200, { id: 'u1' }));

    await expect(apiFetch('/api/me')).resolves.toEqual({ id: 'u1' });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/me');
    expect(init.method).toBe('GET');
    expect(headers.get('auth-token')).toBe('t0ken');
  });

  it('sends no token when none is stored or when told not to', async () => {
    fetchMock.mockImplementation(async () => json(200, []));
    await apiFetch('/api/places?q=la');
    expect(lastRequest().headers.has('auth-token')).toBe(false);

    saveAuthToken('t0ken');
    await apiFetch('/auth/exchange', { method: 'POST', body: { code: 'c' }, token: null });
    expect(lastRequest().headers.has('auth-token')).toBe(false);
  });

  it('encodes plain bodies as JSON, posts them by default and adds x-after-position', async () => {
    fetchMock.mockResolvedValue(json(202, { id: 'l1', status: 'pending', position: 7 }));
    await apiFetch('/api/reviews', { body: { comment: 'Great room' }, afterPosition: 6 });
    const { init, headers } = lastRequest();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"comment":"Great room"}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-after-position')).toBe('6');
  });

  it('leaves FormData bodies for the browser to encode', async () => {
    fetchMock.mockResolvedValue(json(202, {}));
    const form = new FormData();
    form.append('tagline', 'Sunny room');
    await apiFetch('/api/rooms', { body: form });
    const { init, headers } = lastRequest();
    expect(init.body).toBe(form);
    expect(headers.has('content-type')).toBe(false);
  });

  it('sends a Blob as it is, typed by the Blob', async () => {
    fetchMock.mockResolvedValue(json(200, { content: '<p>Hi</p>' }));
    const html = new Blob(['<p>Hi</p>'], { type: 'text/html' });
    await apiFetch('/api/blogs/preview', { body: html });
    const { init, headers } = lastRequest();
    expect(init.method).toBe('POST');
    expect(init.body).toBe(html);
    expect(headers.has('content-type')).toBe(false);
  });

  it('narrows the body with parse', async () => {
    fetchMock.mockResolvedValue(json(200, { token: 'abc' }));
    const token = await apiFetch('/auth/exchange', {
      body: { code: 'x' },
      parse: (body) => (typeof body === 'object' && body !== null && 'token' in body ? String(body.token) : ''),
    });
    expect(token).toBe('abc');
  });

  it('returns undefined for 204 No Content', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/listings/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('throws a typed ApiError from the error shape', async () => {
    fetchMock.mockResolvedValue(
      json(422, { error: { code: 'validation', message: 'Select 3 - 9 images!', fields: { pictures: 'Select 3 - 9 images!' } } }),
    );
    const error = await apiFetch('/api/rooms', { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation',
      message: 'Select 3 - 9 images!',
      fields: { pictures: 'Select 3 - 9 images!' },
    });
  });

  it('turns a lost connection into a network ApiError with the spec message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiFetch('/api/blogs').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE });
  });

  it('rethrows aborts untouched', async () => {
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));
    const error = await apiFetch('/api/places?q=x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DOMException);
  });
});

describe('apiErrorFromBody', () => {
  it('falls back to a generic error for bodies without the error shape', () => {
    expect(apiErrorFromBody(502, '<html>Bad gateway</html>')).toMatchObject({
      status: 502,
      code: 'http_error',
      message: 'Something went wrong, Try Again!',
    });
    expect(apiErrorFromBody(500, null).fields).toBeUndefined();
  });

  it('takes the first message of array-valued fields and drops non-text ones', () => {
    const error = apiErrorFromBody(400, {
      error: { code: 'validation', message: 'Invalid', fields: { rent: ['Too low', 'Other'], phone: 3 } },
    });
    expect(error.fields).toEqual({ rent: 'Too low' });
  });
});

describe('auth token storage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stores, reads and clears the token under kamra.token', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    expect(readAuthToken()).toBeNull();
    saveAuthToken('abc');
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBe('abc');
    expect(readAuthToken()).toBe('abc');
    clearAuthToken();
    expect(readAuthToken()).toBeNull();
  });

  it('reads as signed out when storage is missing or throws', () => {
    expect(readAuthToken()).toBeNull();
    const broken = memoryStorage();
    broken.getItem = () => {
      throw new Error('SecurityError');
    };
    vi.stubGlobal('localStorage', broken);
    expect(readAuthToken()).toBeNull();
  });
});
