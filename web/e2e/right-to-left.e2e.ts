import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horizontalOverflow, launchBrowser, openPage, saveScreenshot } from './harness/browser';
import { startKamraApp, type KamraApp } from './harness/kamra-app';
import { fillUrdu, numbersOutOfOrder, readIn } from './harness/language';
import common from '../src/i18n/locales/ur/common.json';
import home from '../src/i18n/locales/ur/home.json';
import listing from '../src/i18n/locales/ur/listing.json';
import { signInWithDevForm } from './harness/sign-in';

// Urdu as a reader meets it: the server says lang="ur" dir="rtl" in the page's first bytes,
// the layout mirrors, Nastaliq is loaded, and nothing sticks out sideways. English readers
// never download the Urdu font.

let app: KamraApp;
let browser: Browser;

beforeAll(async () => {
  app = await startKamraApp();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const pages = (app: KamraApp) => [
  { name: 'home', path: '/', ready: '.listing-tile' },
  { name: 'search-results', path: '/searchResult?location=lahore&listed=room', ready: '.listing-tile' },
  { name: 'room-detail', path: `/rooms/${app.seeded.rooms[0]?.id ?? ''}`, ready: 'h1' },
];

describe.each([1280, 360])('Urdu at %i px', (width) => {
  it('is right to left from the first byte, mirrored, in Nastaliq, with nothing sideways', async () => {
    const { page, context, errors } = await openPage(browser, width);
    const overflowing: string[] = [];
    try {
      await readIn(page.context(), app.url, 'ur');
      for (const { name, path, ready } of pages(app)) {
        const response = await page.goto(`${app.url}${path}`, { waitUntil: 'networkidle' });
        expect(await response?.text()).toMatch(/^<!doctype html>\s*<html lang="ur" dir="rtl">/i);
        await page.locator(ready).first().waitFor();
        if (name === 'home') {
          // The hero's sample rent is written as every card writes a rent.
          const rent = fillUrdu(common.money.perMonth, { amount: fillUrdu(common.money.rupees, { amount: '18,000' }) });
          expect(await page.locator('.hero-art__chip--price').textContent()).toContain(rent);
        }
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ur', 'rtl']);
        expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Noto Nastaliq Urdu/);
        const overflow = await horizontalOverflow(page);
        if (overflow > 0) overflowing.push(`${path} by ${overflow}px`);
        await saveScreenshot(page, `urdu-${name}-${width}`);
      }
      // The brand is at the start of the line: on the right.
      const brand = await page.locator('.navbar__brand').first().boundingBox();
      if (width >= 1280) expect((brand?.x ?? 0) + (brand?.width ?? 0)).toBeGreaterThan(width / 2);
      // The font downloads when Urdu text needs it (none may be on screen before translations).
      expect(await page.evaluate(async () => (await document.fonts.load('16px "Noto Nastaliq Urdu"', 'کمرہ')).length)).toBe(1);
    } finally {
      await context.close();
    }
    expect(overflowing).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("puts a wizard's Next before Previous in reading order, on the left", async () => {
    const { page, context } = await openPage(browser, width);
    try {
      await signInWithDevForm(page, app.url, 'Zara Ahmed', `zara-rtl-${width}@example.pk`);
      await readIn(page.context(), app.url, 'ur');
      await page.goto(`${app.url}/listRoom`, { waitUntil: 'networkidle' });
      await page.locator('.wizard-nav button[type="submit"]').click();
      const previous = await page.locator('.wizard-nav .btn--outline').boundingBox();
      const next = await page.locator('.wizard-nav .btn--primary').boundingBox();
      expect(next?.x ?? 0).toBeLessThan(previous?.x ?? 0);
      expect(await horizontalOverflow(page)).toBe(0);
      await saveScreenshot(page, `urdu-wizard-step-${width}`);
    } finally {
      await context.close();
    }
  });
});

describe('numbers inside Urdu', () => {
  it('read in their own order on the screen: phone numbers, counts and ranges are isolated', async () => {
    const { page, context, errors } = await openPage(browser, 360);
    try {
      await readIn(context, app.url, 'ur');
      const wrong: string[] = [];
      for (const { path, ready } of pages(app)) {
        await page.goto(`${app.url}${path}`);
        await page.locator(ready).first().waitFor();
        await page.evaluate(() => document.fonts.ready);
        wrong.push(...(await numbersOutOfOrder(page)).map((text) => `${path}: ${text}`));
      }
      // The picture viewer counts "2 / 3" beside the title.
      await page.locator('.gallery__main').click();
      await page.locator('dialog.lightbox[open]').waitFor();
      await page.locator('.lightbox__step--on').click();
      wrong.push(...(await numbersOutOfOrder(page)).map((text) => `lightbox: ${text}`));
      expect(wrong).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a reader who arrives by an Urdu link', () => {
  it('stays in Urdu on the next page, a reload and a new tab, from the server\'s first bytes', async () => {
    const { page, context, errors } = await openPage(browser, 360);
    try {
      await page.goto(`${app.url}/?lang=ur`);
      await page.locator('.listing-tile').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ur');
      // Plain addresses now: the server reads the remembered choice from the cookie.
      for (const path of ['/', '/searchResult?location=lahore&listed=room']) {
        const response = await page.goto(`${app.url}${path}`);
        expect(await response?.text()).toMatch(/<html lang="ur" dir="rtl">/);
        await page.locator('.listing-tile').first().waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('ur');
      }
      const tab = await context.newPage();
      await tab.goto(`${app.url}/`);
      await tab.locator('.listing-tile').first().waitFor();
      expect(await tab.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('does not undo a reader\'s own choice of English', async () => {
    const { page, context } = await openPage(browser, 360);
    try {
      await readIn(context, app.url, 'en');
      await page.goto(`${app.url}/?lang=ur`);
      await page.locator('.listing-tile').first().waitFor();
      await page.goto(`${app.url}/`);
      await page.locator('.listing-tile').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-PK');
    } finally {
      await context.close();
    }
  });
});

describe('English', () => {
  it('downloads neither the Urdu stylesheet nor its font', async () => {
    const { page, context } = await openPage(browser, 1280);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    try {
      await page.goto(`${app.url}/`, { waitUntil: 'networkidle' });
      await page.locator('.listing-tile').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
      expect(fetched.filter((url) => /nastaliq|\/urdu-[^/]*\.css/i.test(url))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a seeker who reads only Urdu', () => {
  it('types the city in Urdu, finds its rooms and reaches the lister, at 360 px', async () => {
    const { page, context, errors } = await openPage(browser, 360);
    try {
      await readIn(page.context(), app.url, 'ur');
      await page.goto(`${app.url}/`);
      const search = page.getByRole('combobox');
      await search.fill('لاہور');
      await search.press('Escape');
      await page.getByRole('button', { name: home.placeSearch.submit, exact: true }).click();
      await page.waitForURL(/\/searchResult\?/);
      // The seeded Lahore rooms are found by the city's Urdu name; the Islamabad one is not.
      const results = page.locator('.listing-grid').last();
      await expect.poll(() => results.getByRole('article').count()).toBe(3);
      expect(await results.textContent()).not.toContain('F-10');
      await results.getByRole('heading', { name: 'Quiet room in a family house' }).click();
      await page.waitForURL(/\/rooms\//);
      const sms = await page.getByRole('link', { name: listing.contact.sms, exact: true }).getAttribute('href');
      // The message leaves the page as plain text: no isolates for the seeker to edit around.
      expect(decodeURIComponent(sms ?? '')).toContain(listing.contact.message.replace('{{tagline}}', 'Quiet room in a family house'));
      expect(await page.getByRole('link', { name: listing.contact.whatsapp, exact: true }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
      expect(await page.getByRole('link', { name: listing.contact.call, exact: true }).getAttribute('href')).toMatch(/^tel:\+92/);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

