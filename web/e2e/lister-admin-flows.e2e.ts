/**
 * What a usability test of the lister's and the admin's flows found, checked in a real browser
 * against the whole app: dialogs whose title never runs under the close button, a block that
 * asks why and hides the blocked person's listings, a wizard that tells a blocked person first,
 * a Next that takes the person to the first field in error, a CNIC typed as printed, and an
 * address shown only as its area.
 */
import { mkdirSync } from 'node:fs';
import { messages } from '@kamra/contracts/messages';
import { TEST_ADMIN_EMAIL } from '@kamra/runtime/testing';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, horizontalOverflow, launchBrowser, openPage, type WatchedPage } from './harness/browser';
import { startKamraApp, type KamraApp } from './harness/kamra-app';
import { phonePhoto, smallPhoto, type PickedFile } from './harness/photos';
import { signInBrowserCookie, signInWithDevForm } from './harness/sign-in';
import { storedToken, submitRoom } from './harness/submit-listing';

let app: KamraApp;
let browser: Browser;
let photos: PickedFile[];
const DASHBOARD = '/my_admin_dashboard';

beforeAll(async () => {
  app = await startKamraApp();
  browser = await launchBrowser();
  photos = [await phonePhoto(), await smallPhoto('Bed'), await smallPhoto('Window', '#8a4b2a')];
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** The focus effect scrolls smoothly: wait until the page has stopped moving before clicking or taking a picture. */
async function scrollSettled(page: Page): Promise<void> {
  let last = -1;
  for (;;) {
    const now = await page.evaluate(() => window.scrollY);
    if (now === last) return;
    last = now;
    await page.waitForTimeout(150);
  }
}

/** A dialog is judged as it shows: the viewport, not the page behind it. */
async function snapViewport(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS_DIR}/${name}.png` });
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The title's text (not its box) must keep clear of the close button, and the dialog inside the window. */
async function expectDialogHolds(page: Page, dialog: Locator): Promise<void> {
  const title = await dialog.locator('h2').evaluate((heading) => {
    const range = document.createRange();
    range.selectNodeContents(heading);
    return [...range.getClientRects()].map((rect) => ({ x: rect.x, y: rect.y, width: rect.width, height: rect.height }));
  });
  const close = await dialog.getByRole('button', { name: 'Close' }).boundingBox();
  const frame = await dialog.boundingBox();
  if (close === null || frame === null) throw new Error('dialog not shown');
  for (const line of title) expect(overlaps(line, close), 'a line of the title runs under the close button').toBe(false);
  const width = page.viewportSize()?.width ?? 0;
  expect(frame.x).toBeGreaterThanOrEqual(0);
  expect(frame.x + frame.width).toBeLessThanOrEqual(width);
  expect(await horizontalOverflow(page)).toBe(0);
}

async function signedIn(width: number, name: string, email: string): Promise<WatchedPage & { token: string }> {
  const watched = await openPage(browser, width);
  await signInWithDevForm(watched.page, app.url, name, email);
  return { ...watched, token: await storedToken(watched.page) };
}

describe('dialogs', () => {
  it.each([1280, 360])('approve confirmation at %i px: the title stays clear of the close button', async (width) => {
    const admin = await signedIn(width, 'Admin Sahib', TEST_ADMIN_EMAIL);
    const lister = await signedIn(width, 'Nadia Khan', `nadia-${width}@example.pk`);
    try {
      const id = await submitRoom(app.url, lister.token, { tagline: `Room near Liberty Market ${width}`, address: 'Gulberg III, Lahore' });
      await admin.page.goto(`${app.url}${DASHBOARD}/admin_newListings/room/${id}`);
      await admin.page.getByRole('button', { name: 'Approve' }).click();
      const dialog = admin.page.getByRole('dialog', { name: 'Approve this listing?' });
      await dialog.waitFor();
      await expectDialogHolds(admin.page, dialog);
      await snapViewport(admin.page, `flows-approve-confirm-${width}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.context.close();
      await lister.context.close();
    }
  });
});

describe('a duplicate-photo flag', () => {
  it.each([1280, 360])('names the other listing and its owner as links and shows both pictures, at %i px', async (width) => {
    const admin = await signedIn(width, 'Admin Sahib', TEST_ADMIN_EMAIL);
    const original = await signedIn(width, 'Farah Original', `farah-${width}@example.pk`);
    const reposter = await signedIn(width, 'Rashid Reposter', `rashid-${width}@example.pk`);
    try {
      const pictures = (await Promise.all([['Sofa', '#7c2d12'], ['Lamp', '#1e3a8a'], ['Rug', '#365314']].map(([label = '', colour]) => smallPhoto(`${label} ${width}`, colour))))
        .map((picture) => picture.buffer);
      await submitRoom(app.url, original.token, { tagline: `Sunny room near F-10 Markaz ${width}`, address: 'F-10, Islamabad' }, pictures);
      const copy = await submitRoom(app.url, reposter.token, { tagline: `Cheap room in F-10 ${width}`, address: 'F-10, Islamabad' }, pictures);
      const { page } = admin;
      await page.goto(`${app.url}${DASHBOARD}/admin_newListings/room/${copy}`);
      const history = page.getByRole('list', { name: 'Moderation history' });
      await history.getByRole('link', { name: `Sunny room near F-10 Markaz ${width}` }).waitFor();
      await history.getByRole('link', { name: 'Farah Original' }).waitFor();
      expect(await history.innerText()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
      const shown = history.locator('.duplicate-match__pictures img');
      expect(await shown.count()).toBe(2);
      await expect.poll(() => shown.evaluateAll((images) => images.every((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0))).toBe(true);
      const [left, right] = await Promise.all([shown.nth(0).boundingBox(), shown.nth(1).boundingBox()]);
      if (left === null || right === null) throw new Error('pictures not shown');
      expect(Math.abs(left.y - right.y)).toBeLessThan(2);
      expect(left.x + left.width).toBeLessThanOrEqual(right.x);
      await history.locator('.duplicate-match').scrollIntoViewIfNeeded();
      await snapViewport(page, `flows-duplicate-flag-${width}`);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.context.close();
      await original.context.close();
      await reposter.context.close();
    }
  });
});

describe('blocking a lister', () => {
  it.each([360, 1280])('asks why, hides their listings from the public, tells them first when a wizard opens, and marks their listings, at %i px', async (width) => {
    const admin = await signedIn(width, 'Admin Sahib', TEST_ADMIN_EMAIL);
    const surname = width === 360 ? 'Chaudhry' : 'Gondal';
    const lister = await signedIn(width, `Muhammad Abdullah Khan Niazi ${surname}`, `abdullah-niazi-${width}@example.pk`);
    const visitor = await openPage(browser, width);
    try {
      const tagline = `Room with a balcony in Model Town ${width}`;
      const id = await submitRoom(app.url, lister.token, { tagline, address: 'Model Town, Lahore' });
      const approve = await fetch(`${app.url}/api/listings/${id}/approve`, { method: 'POST', headers: { 'auth-token': admin.token } });
      expect(approve.status).toBe(200);
      await visitor.page.goto(`${app.url}/rooms/${id}`);
      await visitor.page.getByRole('heading', { name: tagline }).waitFor();

      const { page } = admin;
      await page.goto(`${app.url}${DASHBOARD}/admin_allUsers`);
      await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill(`Niazi ${surname}`);
      const users = page.getByRole('list', { name: 'Users' });
      await expect.poll(() => users.getByRole('listitem').count()).toBe(1);
      await users.getByRole('button', { name: 'Block' }).click();
      const dialog = page.getByRole('dialog', { name: `Block Muhammad Abdullah Khan Niazi ${surname}?` });
      await dialog.waitFor();
      await expectDialogHolds(page, dialog);
      // No reason: refused with its message, nothing sent.
      await dialog.getByRole('button', { name: 'Block' }).click();
      await dialog.getByText(messages.blockReasonRequired).waitFor();
      await dialog.getByLabel('Reason, shown to the user').fill('Three open reports of asking for an advance');
      await snapViewport(page, `flows-block-dialog-${width}`);
      await dialog.getByRole('button', { name: 'Block' }).click();
      await page.getByRole('status').getByText(messages.userBlocked).waitFor();
      await users.getByText('Three open reports of asking for an advance').waitFor();
      await snapViewport(page, `flows-users-blocked-${width}`);

      // The public no longer finds the listing.
      await visitor.page.goto(`${app.url}/rooms/${id}`);
      await visitor.page.getByText('This listing is not available any more.').waitFor();

      // The blocked lister is told when a wizard opens, before any step.
      await lister.page.goto(`${app.url}/listRoom`);
      await lister.page.getByRole('heading', { name: messages.accountBlocked }).waitFor();
      expect(await lister.page.getByRole('button', { name: 'Next' }).count()).toBe(0);
      await snapViewport(lister.page, `flows-wizard-blocked-${width}`);

      // Their listing is marked, not gone, and they read why.
      await lister.page.goto(`${app.url}/myListing?listed=rooms`);
      await lister.page.getByText('Hidden while blocked').waitFor();
      await lister.page.getByText('Reason: Three open reports of asking for an advance').waitFor();
      await snapViewport(lister.page, `flows-my-listings-blocked-${width}`);
      expect([...admin.errors, ...lister.errors]).toEqual([]);
    } finally {
      await admin.context.close();
      await lister.context.close();
      await visitor.context.close();
    }
  });
});

describe('the room wizard at 360 px', () => {
  it('takes Next with fields missing to the first field in error, takes a CNIC as printed and offers to show only the area', async () => {
    const lister = await signedIn(360, 'Zara Ahmed', 'zara-flows@example.pk');
    const { page } = lister;
    try {
      await page.goto(`${app.url}/listRoom`);
      await page.getByRole('heading', { level: 1, name: 'List your room' }).waitFor();
      const next = () => page.getByRole('button', { name: 'Next' }).click();
      await next();
      await page.getByRole('radio', { name: 'House Room' }).check();
      await next();
      await page.getByLabel('Tagline', { exact: true }).fill('Quiet room near Shadman Market');
      await next();
      await page.locator('input[type="file"][multiple]').setInputFiles(photos);
      await page.getByText('3 of 9 pictures').waitFor();
      await next();
      await page.getByRole('radio', { name: 'Avatar 3' }).check();
      await page.getByLabel('Your name', { exact: true }).fill('Zara Ahmed');
      await page.getByLabel('Phone number', { exact: true }).fill('0300-1234567');
      await next();

      await page.getByRole('heading', { level: 1, name: 'Room details' }).waitFor();
      // Fill the bottom of the long step only: the first missing field is far above Next.
      await page.getByLabel('Available from', { exact: true }).fill('2026-12-15');
      await next();
      const rent = page.getByLabel('Monthly rent (PKR)', { exact: true });
      await expect.poll(() => rent.evaluate((input) => input === document.activeElement), { timeout: 5000 }).toBe(true);
      await expect.poll(() => rent.evaluate((input) => {
        const box = input.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }), { timeout: 5000 }).toBe(true);
      await scrollSettled(page);
      await snapViewport(page, 'flows-wizard-next-focuses-first-error-360');

      // The next missing field after rent is filled: Next takes the person to it in turn.
      await rent.fill('16000');
      await next();
      const address = page.getByLabel('Address', { exact: true });
      await expect.poll(() => address.evaluate((input) => input === document.activeElement), { timeout: 5000 }).toBe(true);
      await scrollSettled(page);

      // The address says it is public and offers the area only, chosen by default.
      await page.getByText('Everyone can see what you choose below, on your listing and in search.').waitFor();
      expect(await page.getByRole('radio', { name: /Only the area/ }).isChecked()).toBe(true);
      await address.fill('House 144, Street 23, Shadman, Lahore');
      await page.getByLabel('Condition', { exact: true }).selectOption('In a good shape');
      await page.getByLabel('Kitchen', { exact: true }).selectOption('Shared');
      await page.getByRole('radio', { name: 'Private' }).check();
      await page.getByRole('radio', { name: 'English' }).check();
      await snapViewport(page, 'flows-wizard-address-360');
      await next();

      // The CNIC as printed on the card: not cut, accepted.
      await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
      const nic = page.getByLabel('NIC number (optional)', { exact: true });
      await nic.fill('35202-1234567-1');
      expect(await nic.inputValue()).toBe('35202-1234567-1');
      await next();
      await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/\/myListing\?listed=rooms$/);

      const mine = await fetch(`${app.url}/api/me/listings?kind=room`, { headers: { 'auth-token': lister.token } });
      const { items } = (await mine.json()) as { items: { id: string; address: string }[] };
      const room = items[0];
      if (room === undefined) throw new Error('no room listed');
      expect(room.address).toBe('House 144, Street 23, Shadman, Lahore');
      const admin = await fetch(`${app.url}/api/listings/${room.id}`, { headers: { 'auth-token': (await signedInToken(TEST_ADMIN_EMAIL)) } });
      expect(await admin.json()).toMatchObject({ nicNumber: '3520212345671', addressShown: 'area', address: 'House 144, Street 23, Shadman, Lahore' });
      expect(lister.errors).toEqual([]);
    } finally {
      await lister.context.close();
    }
  });
});

/** An admin's token by the dev sign-in, without a browser. */
async function signedInToken(email: string): Promise<string> {
  const cookie = await signInBrowserCookie(app.url);
  const signIn = await fetch(`${app.url}/auth/dev`, {
    method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ name: 'Admin Sahib', email }), redirect: 'manual',
  });
  const code = new URL(signIn.headers.get('location') ?? '/', app.url).searchParams.get('token') ?? '';
  const exchange = await fetch(`${app.url}/auth/exchange`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ code }) });
  return ((await exchange.json()) as { token: string }).token;
}
