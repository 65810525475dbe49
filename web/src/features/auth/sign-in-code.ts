/** Where the browser goes to sign in with Google (a full page navigation, not a fetch). */
export const GOOGLE_SIGN_IN_PATH = '/auth/google';

/** The query parameter that carries the one-time sign-in code back to the home page. */
export const SIGN_IN_CODE_PARAM = 'token';

interface PageAddress {
  pathname: string;
  search: string;
}

/** The one-time code, read only on the home page as the sign-in round trip ends there. */
export function readSignInCode(address: PageAddress): string | null {
  if (address.pathname !== '/') return null;
  const code = new URLSearchParams(address.search).get(SIGN_IN_CODE_PARAM);
  return code === null || code.trim() === '' ? null : code.trim();
}

/** The same address without the code, so a reload or a shared link never replays it. */
export function addressWithoutSignInCode(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(SIGN_IN_CODE_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where the person was when they went to sign in, for the round trip to bring them back. */
const RETURN_TO_KEY = 'kamra.signInReturnTo';

/** An address of this site only: a path, never another origin ('//host', '/\\host'). */
function isOwnPath(address: string): boolean {
  return address.startsWith('/') && !address.startsWith('//') && !address.startsWith('/\\');
}

/**
 * Notes the page the sign-in starts from (path and query), in the tab's session storage: the
 * provider sends everyone back to the home page, and a person who signed in to save a search
 * or see a payment wants the page they were on.
 */
export function rememberReturnTo(address: PageAddress, storage: Pick<Storage, 'setItem' | 'removeItem'> = sessionStorage): void {
  const path = `${address.pathname}${address.search}`;
  if (address.pathname === '/' || !isOwnPath(path)) storage.removeItem(RETURN_TO_KEY);
  else storage.setItem(RETURN_TO_KEY, path);
}

/** The page to go back to after signing in, once: read and forgotten; null for none or one not of this site. */
export function takeReturnTo(storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage): string | null {
  const path = storage.getItem(RETURN_TO_KEY);
  storage.removeItem(RETURN_TO_KEY);
  return path !== null && isOwnPath(path) ? path : null;
}
