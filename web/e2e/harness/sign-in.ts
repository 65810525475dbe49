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
