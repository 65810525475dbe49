import { readFileSync } from 'node:fs';
import { TEST_ADMIN_EMAIL } from '@kamra/runtime/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horizontalOverflow, launchBrowser, lightness, openPage, pixelsIn, saveScreenshot, type WatchedPage } from './harness/browser';
import { startKamraApp, type KamraApp } from './harness/kamra-app';
import { fillUrdu, readIn } from './harness/language';
import { signInWithDevForm } from './harness/sign-in';
import { storedToken, submitRoom } from './harness/submit-listing';

// A moderator who reads only Urdu: every step of a decision found by its Urdu words, the
// reason and the block written in Urdu and read back from the history and the users' list.

type Texts = { readonly [key: string]: string | Texts };
const urdu = (namespace: string): Texts =>
  JSON.parse(readFileSync(new URL(`../src/i18n/locales/ur/${namespace}.json`, import.meta.url), 'utf8')) as Texts;
/** A text of an Urdu namespace by its dotted key. */
const text = (texts: Texts, key: string): string => {
  const found = key.split('.').reduce<string | Texts | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), texts);
  if (typeof found !== 'string') throw new Error(`no Urdu text ${key}`);
  return found;
};
const admin = (key: string) => text(urdu('admin'), key);
const mine = (key: string) => text(urdu('myListings'), key);
const lifecycle = (key: string) => text(urdu('lifecycle'), key);

const DASHBOARD = '/my_admin_dashboard';
const REASON = 'تصویریں کسی اور کمرے کی ہیں۔';
const BLOCK_REASON = 'ایڈوانس رقم مانگنے کی تین شکایات';

let app: KamraApp;
let browser: Browser;
let moderator: WatchedPage;
let lister: WatchedPage;
let rejected = '';

/** Signs in (the dev form is English), then chooses Urdu as the reader would, for every later page. */
async function inUrdu(page: Page, name: string, email: string): Promise<void> {
  await signInWithDevForm(page, app.url, name, email);
  await readIn(page.context(), app.url, 'ur');
}

/**
 * On a wide window the sidebar is a dark column at the line's start (the right, in Urdu) and
 * the page sits on the light background beside it: its corners are light, the sidebar's dark.
 */
async function expectSidebarBesideLightPage(page: Page, name: string): Promise<void> {
  const sidebar = await page.locator('.admin-sidebar').boundingBox();
  const content = await page.locator('.admin-layout__content').boundingBox();
  if (sidebar === null || content === null) throw new Error(`${name}: no sidebar or content`);
  expect(sidebar.x, `${name}: the sidebar is on the right`).toBeGreaterThan(content.x);
  const top = content.y + 4;
  const bottom = Math.min(content.y + content.height, page.viewportSize()?.height ?? 800) - 4;
  const corners = { x: [content.x + 4, content.x + content.width - 5], y: [top, bottom] };
  for (const x of corners.x) for (const y of corners.y) {
    const [pixel] = await pixelsIn(page, { x, y, width: 1, height: 1 });
    expect(pixel && lightness(pixel), `${name}: the page's background at ${Math.round(x)},${Math.round(y)}`).toBeGreaterThan(200);
  }
  const [dark] = await pixelsIn(page, { x: sidebar.x + 4, y: bottom, width: 1, height: 1 });
  expect(dark && lightness(dark), `${name}: the sidebar at its foot`).toBeLessThan(80);
}

beforeAll(async () => {
  app = await startKamraApp();
  browser = await launchBrowser();
  lister = await openPage(browser);
  await inUrdu(lister.page, 'Zainab Raza', 'zainab@example.pk');
  rejected = await submitRoom(app.url, await storedToken(lister.page), { tagline: 'Room above the bakery in Saddar', address: 'Saddar, Rawalpindi' });
  moderator = await openPage(browser);
  await inUrdu(moderator.page, 'Admin Sahib', TEST_ADMIN_EMAIL);
});

afterAll(async () => {
  await lister?.context.close();
  await moderator?.context.close();
  await browser?.close();
  await app?.close();
});

describe('moderating in Urdu', () => {
  it('rejects with a reason, reads it in the history, and blocks a user with a reason', async () => {
    const { page } = moderator;
    await page.goto(`${app.url}${DASHBOARD}/admin_newListings`);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('heading', { name: admin('queue.heading') }).waitFor();
    const queue = page.getByRole('list', { name: fillUrdu(admin('queue.list'), { kind: admin('tabs.rooms') }) });
    await queue.getByText('Room above the bakery in Saddar').click();
    await page.waitForURL(new RegExp(`/admin_newListings/room/${rejected}$`));
    await page.getByRole('heading', { name: admin('history.heading') }).waitFor();

    await page.getByRole('button', { name: admin('moderation.reject') }).click();
    const prompt = page.getByRole('dialog');
    await prompt.getByLabel(admin('moderation.reasonLabel')).fill(REASON);
    await prompt.getByRole('button', { name: admin('moderation.reject') }).click();
    await page.waitForURL(/\/admin_newListings(\?listed=rooms)?$/);
    // The server's answer (the rules' messages namespace says it in the reader's language).
    await page.locator('.admin-notice--success[role="status"]').waitFor();

    // The listing's history names the decision and keeps the reason as written.
    await page.goto(`${app.url}${DASHBOARD}/admin_allUsers/listings/x/room/${rejected}`);
    const history = page.getByRole('list', { name: admin('history.heading') });
    await history.getByText(REASON).waitFor();
    await history.getByText(admin('history.titles.ListingRejected'), { exact: true }).waitFor();
    // Its time names Pakistan's zone in Urdu, as the browser's own formatter words it.
    const zone = new Intl.DateTimeFormat('ur', { timeZone: 'Asia/Karachi', timeZoneName: 'shortGeneric' })
      .formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value ?? 'no zone name';
    expect(await history.textContent()).toContain(zone);
    expect(await history.textContent()).not.toContain('PKT');
    await saveScreenshot(page, 'admin-ur-history-1280');

    await page.goto(`${app.url}${DASHBOARD}/admin_allUsers`);
    await page.getByRole('searchbox', { name: admin('users.searchLabel') }).fill('zainab');
    const users = page.getByRole('list', { name: admin('users.list') });
    await expect.poll(() => users.getByRole('listitem').count()).toBe(1);
    await users.getByRole('button', { name: admin('users.block') }).click();
    const dialog = page.getByRole('dialog', { name: fillUrdu(admin('block.title'), { name: 'Zainab Raza' }) });
    await dialog.getByLabel(admin('block.reasonLabel')).fill(BLOCK_REASON);
    await dialog.getByRole('button', { name: admin('block.block') }).click();
    await users.getByText(BLOCK_REASON).waitFor();
    await users.getByRole('button', { name: admin('users.unblock') }).waitFor();
    expect(moderator.errors).toEqual([]);
  });
});

describe.each([360, 1280])('the moderation and owner screens in Urdu at %i px', (width) => {
  it('fit the window and are saved as screenshots', async () => {
    const watched = await openPage(browser, width);
    const owner = await openPage(browser, width);
    try {
      await inUrdu(watched.page, 'Admin Sahib', TEST_ADMIN_EMAIL);
      await inUrdu(owner.page, 'Zainab Raza', 'zainab@example.pk');
      const screens: { page: Page; name: string; path: string; ready: string; title?: string }[] = [
        { page: watched.page, name: 'overview', path: `${DASHBOARD}`, ready: admin('overview.heading'), title: admin('overview.title') },
        { page: watched.page, name: 'queue', path: `${DASHBOARD}/admin_newListings`, ready: admin('queue.heading'), title: admin('queue.title') },
        { page: watched.page, name: 'history', path: `${DASHBOARD}/admin_allUsers/listings/x/room/${rejected}`, ready: REASON },
        { page: watched.page, name: 'users', path: `${DASHBOARD}/admin_allUsers`, ready: 'Zainab Raza' },
        { page: watched.page, name: 'reports', path: `${DASHBOARD}/admin_reports`, ready: lifecycle('reports.heading'), title: lifecycle('reports.title') },
        { page: owner.page, name: 'my-listings', path: '/myListing?listed=rooms', ready: mine('status.rejected') },
      ];
      const overflowing: string[] = [];
      for (const { page, name, path, ready, title } of screens) {
        await page.goto(`${app.url}${path}`);
        // Visible only: at 1280 px the folded menu's hidden label names the section too.
        await page.getByText(ready).locator('visible=true').first().waitFor();
        if (title !== undefined) await expect.poll(() => page.title(), { message: `${name}'s title` }).toBe(`Kamra | ${title}`);
        if (width >= 900 && page === watched.page) await expectSidebarBesideLightPage(page, name);
        const overflow = await horizontalOverflow(page);
        if (overflow > 0) overflowing.push(`${name}: ${overflow}px`);
        await saveScreenshot(page, `admin-ur-${name}-${width}`);
      }
      expect(overflowing).toEqual([]);
      expect([...watched.errors, ...owner.errors]).toEqual([]);
    } finally {
      await watched.context.close();
      await owner.context.close();
    }
  });
});
