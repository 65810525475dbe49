// The signed-in user's token lives in localStorage under one key. Storage can be missing
// (private windows, tests in node) or throw (quota, disabled cookies): every access is guarded
// so a storage failure reads as "signed out" instead of crashing the app.

import { SIGNED_IN_COOKIE } from '@kamra/contracts/web-paths';

export const AUTH_TOKEN_KEY = 'kamra.token';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Tells the server, with every page request, whether to leave out the visitor's first view. */
function hintSignedIn(signedIn: boolean): void {
  try {
    document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/; Max-Age=${signedIn ? ONE_YEAR_SECONDS : 0}; SameSite=Lax`;
  } catch {
    // No document (tests in node) or cookies disabled: pages keep their first view.
  }
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readAuthToken(): string | null {
  try {
    const token = storage()?.getItem(AUTH_TOKEN_KEY) ?? null;
    return token === null || token === '' ? null : token;
  } catch {
    return null;
  }
}

/** At start, for a token saved before the hint existed (or a hint the browser dropped). */
export function hintSignedInFromStorage(): void {
  if (readAuthToken() !== null) hintSignedIn(true);
}

export function saveAuthToken(token: string): void {
  try {
    storage()?.setItem(AUTH_TOKEN_KEY, token);
    hintSignedIn(true);
  } catch {
    // Nothing to do: the user simply stays signed out after the reload.
  }
}

export function clearAuthToken(): void {
  hintSignedIn(false);
  try {
    storage()?.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Already unreadable, so already signed out.
  }
}
