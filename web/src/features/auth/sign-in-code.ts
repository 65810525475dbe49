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
