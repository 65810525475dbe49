import type { Page } from 'playwright-core';

/** The dev sign-in round trip: GET /auth/google shows a form; its redirect brings a code the app exchanges. */
export async function signInWithDevForm(page: Page, baseUrl: string, name: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/auth/google`);
  await page.locator('input[name="name"]').fill(name);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('form [type="submit"]').click();
  await page.getByRole('link', { name: 'My Listings' }).first().waitFor();
}

/** The signed-in person's id and token, as the client holds them. */
export async function whoAmI(page: Page): Promise<{ userId: string; token: string }> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('kamra.token') ?? '';
    const me = (await (await fetch('/api/me', { headers: { 'auth-token': token } })).json()) as { id: string };
    return { userId: me.id, token };
  });
}

/**
 * The cookie a browser gets as it opens the sign-in (GET /auth/google), for a request header:
 * the code the dev form ends with exchanges only with it.
 */
export async function signInBrowserCookie(baseUrl: string): Promise<string> {
  const opened = await fetch(`${baseUrl}/auth/google`, { redirect: 'manual' });
  await opened.body?.cancel();
  return opened.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
}

/** A fresh sign-in code for `email`, started and finished outside any page's browser (another person's). */
export async function signInCodeElsewhere(baseUrl: string, name: string, email: string): Promise<string> {
  const cookie = await signInBrowserCookie(baseUrl);
  const form = await fetch(`${baseUrl}/auth/dev`, {
    method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ name, email }), redirect: 'manual',
  });
  return new URL(form.headers.get('location') ?? '/', baseUrl).searchParams.get('token') ?? '';
}
