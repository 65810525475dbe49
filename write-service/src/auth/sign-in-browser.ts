import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { cookieValue } from './cookie-value.js';

export const SIGN_IN_BROWSER_COOKIE = 'kamra_sign_in';
// Sent to every step of the round trip (/auth/google, its callback, /auth/dev, /auth/exchange)
// and nowhere else.
const COOKIE_PATH = '/auth';
const LIFETIME_MS = 10 * 60_000;
const WELL_FORMED = /^[A-Za-z0-9_-]{32}$/;

/** This browser's sign-in nonce, or null when it has none (or one this server never made). */
export function signInBrowserOf(req: Request): string | null {
  const value = cookieValue(req.get('cookie'), SIGN_IN_BROWSER_COOKIE);
  return value !== null && WELL_FORMED.test(value) ? value : null;
}

/**
 * Marks the browser that starts a sign-in (GET /auth/google) with a random nonce in an
 * HttpOnly cookie. The one-time code the round trip ends with is bound to it, and only a
 * request carrying the same cookie can exchange the code: a `/?token=CODE` link made from
 * someone else's sign-in (login CSRF: the victim would act in the attacker's account) is
 * refused in any other browser. A nonce already set is kept, so two tabs signing in at once
 * both finish. SameSite=Lax: the return from Google is a top-level cross-site GET, while a
 * cross-site form POST to /auth/dev does not carry it.
 */
export function markSignInBrowser(req: Request, res: Response, secure: boolean): void {
  const nonce = signInBrowserOf(req) ?? randomBytes(24).toString('base64url');
  res.cookie(SIGN_IN_BROWSER_COOKIE, nonce, { httpOnly: true, sameSite: 'lax', secure, path: COOKIE_PATH, maxAge: LIFETIME_MS });
}

