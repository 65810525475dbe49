// The signed-in user's token lives in localStorage under one key. Storage can be missing
// (private windows, tests in node) or throw (quota, disabled cookies): every access is guarded
// so a storage failure reads as "signed out" instead of crashing the app.

export const AUTH_TOKEN_KEY = 'kamra.token';

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

export function saveAuthToken(token: string): void {
  try {
    storage()?.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // Nothing to do: the user simply stays signed out after the reload.
  }
}

export function clearAuthToken(): void {
  try {
    storage()?.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Already unreadable, so already signed out.
  }
}
