import { apiFetch } from '../../../lib/api-fetch';

function readToken(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'token' in body && typeof body.token === 'string' && body.token !== '') {
    return body.token;
  }
  throw new TypeError('The sign-in exchange did not return a token.');
}

// A code can be redeemed once. React's development StrictMode stops and restarts the sign-in
// actor, which would start a second exchange and burn the code; so each code is exchanged at
// most once per page load, and the request is never aborted half-way.
const exchanges = new Map<string, Promise<string>>();

/** Trades the one-time code from the sign-in redirect for a session token. */
export function exchangeSignInCode(code: string): Promise<string> {
  const started = exchanges.get(code);
  if (started !== undefined) return started;
  const exchange = apiFetch('/auth/exchange', { method: 'POST', body: { code }, token: null, parse: readToken });
  exchanges.set(code, exchange);
  return exchange;
}
