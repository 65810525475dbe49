import { TEST_ADMIN_EMAIL } from '@kamra/runtime/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, saveScreenshot } from './harness/browser';
import { startKamraApp, type KamraApp } from './harness/kamra-app';
import { messages } from '@kamra/contracts/messages';
import { signInCodeElsewhere, signInWithDevForm, whoAmI } from './harness/sign-in';
import { storedToken, submitRoom } from './harness/submit-listing';

let app: KamraApp;
let browser: Browser;
let roomId = '';
const TAGLINE = 'Quiet room near F-7 Markaz';
const SEARCH = `/searchResult?location=${encodeURIComponent('F-7, Islamabad')}&listed=room&rent=40000`;

/** The dev stand-in for Google, reached from the modal's link: fills it and waits to be back signed in. */
async function signInFromModal(page: Page, name: string, email: string): Promise<void> {
  await page.getByRole('link', { name: 'Login with Google' }).click();
  await page.locator('input[name="name"]').fill(name);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('form [type="submit"]').click();
  await page.getByRole('link', { name: 'My Listings' }).first().waitFor();
}

/** What the server holds for the signed-in person, asked with the page's own token. */
async function mine(page: Page, what: 'favourites' | 'saved-searches'): Promise<number> {
  return page.evaluate(async (path) => {
    const token = localStorage.getItem('kamra.token') ?? '';
    const body = (await (await fetch(`/api/me/${path}`, { headers: { 'auth-token': token } })).json()) as { items: unknown[] };
    return body.items.length;
  }, what);
}

beforeAll(async () => {
  app = await startKamraApp();
  browser = await launchBrowser();
  const lister = await openPage(browser);
  await signInWithDevForm(lister.page, app.url, 'Zara Ahmed', 'zara-intent@example.pk');
  const listerToken = await storedToken(lister.page);
  await lister.context.close();
  const admin = await openPage(browser);
  await signInWithDevForm(admin.page, app.url, 'Admin Sahib', TEST_ADMIN_EMAIL);
  const adminToken = await storedToken(admin.page);
  await admin.context.close();
  roomId = await submitRoom(app.url, listerToken, { tagline: TAGLINE, address: 'House 3, Street 9, F-7/2, Islamabad', rent: '35000' });
  const approved = await fetch(`${app.url}/api/listings/${roomId}/approve`, { method: 'POST', headers: { 'auth-token': adminToken } });
  expect(approved.status).toBe(200);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('an action a visitor started is finished after signing in', () => {
  it('saves the room whose heart was tapped, once, and a reload does not save it again', async () => {
    const { page, context, errors } = await openPage(browser, 360);
    try {
      await page.goto(`${app.url}/rooms/${roomId}`);
      await page.getByRole('heading', { level: 1, name: TAGLINE }).waitFor();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Sign in to save this listing.').waitFor();
      await saveScreenshot(page, 'intent-heart-modal-360');
      await signInFromModal(page, 'Hina Seeker', 'hina@example.pk');

      await page.waitForURL(new RegExp(`/rooms/${roomId}$`));
      await page.getByRole('button', { name: 'Saved', exact: true }).waitFor();
      expect(await mine(page, 'favourites')).toBe(1);
      await saveScreenshot(page, 'intent-heart-saved-360');

      // Let go again, then reload: the save is not replayed.
      await page.getByRole('button', { name: 'Saved', exact: true }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: TAGLINE }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('button', { name: 'Save', exact: true }).getAttribute('aria-pressed')).toBe('false');
      expect(await mine(page, 'favourites')).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('saves the search on screen with its alerts and shows the usual confirmation', async () => {
    const { page, context, errors } = await openPage(browser, 360);
    try {
      await page.goto(`${app.url}${SEARCH}`);
      await page.getByRole('button', { name: 'Save this search' }).click();
      await page.getByText('Sign in to save this search and get alerts for it.').waitFor();
      await signInFromModal(page, 'Omar Seeker', 'omar@example.pk');

      await page.getByRole('status').filter({ hasText: 'Search saved' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/searchResult');
      await saveScreenshot(page, 'intent-search-saved-360');
      await page.reload();
      await page.getByRole('button', { name: 'Save this search' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await mine(page, 'saved-searches')).toBe(1);
      await page.goto(`${app.url}/savedSearches`);
      await page.getByRole('heading', { name: 'Rooms in F-7, Islamabad' }).waitFor();
      expect(await page.getByRole('combobox').first().inputValue()).toBe('instant');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("sets up the home strip's daily alert for the city typed before signing in", async () => {
    const { page, context, errors } = await openPage(browser, 360);
    try {
      await page.goto(`${app.url}/`);
      await page.getByLabel('Your city').fill('Multan');
      await page.getByRole('button', { name: 'Alert me' }).click();
      await signInFromModal(page, 'Nadia Seeker', 'nadia@example.pk');

      await page.getByRole('status').filter({ hasText: 'new rooms in Multan once a day' }).waitFor();
      await page.reload();
      await page.getByLabel('Your city').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await mine(page, 'saved-searches')).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('forgets the save when the sign-in is cancelled', async () => {
    const { page, context, errors } = await openPage(browser, 360);
    try {
      await page.goto(`${app.url}/rooms/${roomId}`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('link', { name: 'Login with Google' }).click();
      await page.locator('input[name="email"]').waitFor();
      const noted = () => page.evaluate(() => sessionStorage.getItem('kamra.signInIntent'));
      expect(await noted()).not.toBeNull();
      // Changed their mind on the provider's page: back to the room, signed out.
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: TAGLINE }).waitFor();
      // From the back-forward cache the modal is still open: closing it is the cancel.
      const modalLink = page.getByRole('link', { name: 'Login with Google' });
      if (await modalLink.isVisible()) await page.keyboard.press('Escape');
      await modalLink.waitFor({ state: 'hidden' });
      expect(await noted()).toBeNull();

      await signInWithDevForm(page, app.url, 'Rida Seeker', 'rida@example.pk');
      await page.goto(`${app.url}/rooms/${roomId}`);
      await page.getByRole('heading', { level: 1, name: TAGLINE }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('button', { name: 'Save', exact: true }).getAttribute('aria-pressed')).toBe('false');
      expect(await mine(page, 'favourites')).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a heart that cannot save', () => {
  for (const width of [360, 1280]) {
    it(`says so on the page, not only in a tooltip, at ${width} px`, async () => {
      const { page, context } = await openPage(browser, width);
      try {
        await signInWithDevForm(page, app.url, 'Asad Seeker', `asad-${width}@example.pk`);
        await page.route('**/api/me/favourites/**', (route) =>
          route.request().method() === 'PUT' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }) : route.continue(),
        );
        await page.goto(`${app.url}/searchResult?location=all&listed=room`);
        const card = page.getByRole('article').filter({ hasText: TAGLINE });
        await card.getByRole('button', { name: 'Save', exact: true }).click();
        const alert = card.getByRole('alert');
        await alert.waitFor();
        expect(await alert.textContent()).toBe('Could not save. Try again.');
        expect(await alert.isVisible()).toBe(true);
        await saveScreenshot(page, `intent-heart-failed-${width}`);
      } finally {
        await context.close();
      }
    });
  }
});

describe('a sign-in link made in another browser (login CSRF)', () => {
  for (const width of [360, 1280]) {
    it(`leaves a signed-in person in their own account and says why, at ${width} px`, async () => {
      const { page, context, errors } = await openPage(browser, width);
      try {
        // The person's own sign-in, started from the login page, still goes through.
        await signInWithDevForm(page, app.url, 'Bilal Seeker', `bilal-csrf-${width}@example.pk`);
        const before = await whoAmI(page);
        // Someone else's fresh code, made in their own browser and sent as a link.
        const code = await signInCodeElsewhere(app.url, 'Mallory Lister', `mallory-csrf-${width}@example.pk`);
        await page.goto(`${app.url}/?token=${encodeURIComponent(code)}`);
        const alert = page.getByRole('alert').filter({ hasText: messages.signInOtherBrowser });
        await alert.waitFor();
        expect(new URL(page.url()).searchParams.has('token')).toBe(false);
        expect(await whoAmI(page)).toEqual(before);
        await saveScreenshot(page, `sign-in-other-browser-${width}`);
        await alert.getByRole('button', { name: 'Close' }).click();
        await alert.waitFor({ state: 'detached' });
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('leaves a visitor signed out, in Urdu too', async () => {
    const { page, context } = await openPage(browser, 360);
    try {
      await context.addCookies([{ name: 'kamra_lang', value: 'ur', url: app.url }]);
      await page.addInitScript(() => localStorage.setItem('kamra.language', 'ur'));
      const code = await signInCodeElsewhere(app.url, 'Mallory Lister', 'mallory-csrf-visitor@example.pk');
      await page.goto(`${app.url}/?token=${encodeURIComponent(code)}`);
      const alert = page.getByRole('alert').filter({ hasText: 'کسی اور براؤزر میں شروع ہوا تھا' });
      await alert.waitFor();
      expect(await page.evaluate(() => localStorage.getItem('kamra.token'))).toBeNull();
      await saveScreenshot(page, 'sign-in-other-browser-ur-360');
    } finally {
      await context.close();
    }
  });
});
