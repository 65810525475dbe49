import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { cookieValue } from './cookie-value.js';

export const STATE_COOKIE = 'kamra_oauth_state';
const COOKIE_PATH = '/auth/google';
const LIFETIME_MS = 10 * 60_000;

type Stored = (error: Error | null, state?: string) => void;
type Verified = (error: Error | null, ok: boolean, info?: { message: string }) => void;

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The OAuth `state` without server sessions: a random value sent to Google and also set in a
 * short-lived cookie on this browser; the callback must bring both back equal. That stops a
 * forged callback from signing a victim's browser into the attacker's account (login CSRF).
 * SameSite=Lax, because the return from Google is a top-level cross-site GET.
 *
 * passport-oauth2 picks the call form by arity, so `store` takes three parameters and
 * `verify` four (the `meta` forms).
 */
export class OAuthStateCookie {
  constructor(private readonly secure: boolean) {}

  store(req: Request, _meta: unknown, done?: Stored): void {
    const state = randomBytes(24).toString('base64url');
    req.res?.cookie(STATE_COOKIE, state, { httpOnly: true, sameSite: 'lax', secure: this.secure, path: COOKIE_PATH, maxAge: LIFETIME_MS });
    done?.(null, state);
  }

  verify(req: Request, provided: string, _meta: unknown, done?: Verified): void {
    const expected = cookieValue(req.get('cookie'), STATE_COOKIE);
    req.res?.clearCookie(STATE_COOKIE, { path: COOKIE_PATH });
    const ok = typeof provided === 'string' && expected !== null && sameText(provided, expected);
    done?.(null, ok, ok ? undefined : { message: 'sign-in state did not match' });
  }
}
