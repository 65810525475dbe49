/**
 * The cookie a browser gets when it opens GET /auth/google, as a `cookie` request header: the
 * sign-in code of /auth/dev or the Google callback is bound to it, and only a request that
 * carries it can exchange that code.
 */
export async function signInBrowserCookie(url: string): Promise<string> {
  const start = await fetch(`${url}/auth/google`, { redirect: 'manual' });
  await start.body?.cancel();
  const cookie = start.headers.getSetCookie().find((header) => header.startsWith('kamra_sign_in='));
  if (cookie === undefined) throw new Error('GET /auth/google set no sign-in cookie');
  return cookie.split(';')[0] ?? '';
}
