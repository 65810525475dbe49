/**
 * Search as a seeker uses it on a phone and on a desktop: an area's own listings first, filters
 * and an order kept in the URL, Back that restores the cards and the scroll position, and an
 * Advanced Search that remembers its form and restates it on the results.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { ARTIFACTS_DIR, horizontalOverflow, launchBrowser, openPage, saveScreenshot } from './harness/browser';
import { startKamraApp, type KamraApp } from './harness/kamra-app';
import { PictureMaker } from './harness/pictures';
import { readIn } from './harness/language';
import { listApproved, registerUser, roomFields } from './harness/seed';
import { signInWithDevForm } from './harness/sign-in';

let app: KamraApp;
let browser: Browser;

const WIDTHS = [360, 1280] as const;
/** More Rawalpindi rooms than one page holds, so Load more has a second page. */
const RAWALPINDI_ROOMS = 26;

beforeAll(async () => {
  app = await startKamraApp();
  const { store, config } = app.kamra;
  const pictures = await new PictureMaker(config.uploadDir).pictures('Search', 3);
  const owner = await registerUser(store, 'Sana Malik', 'sana@example.pk');
  const room = (tagline: string, address: string, rent: number, age: number) =>
    listApproved(store, owner, { kind: 'room', fields: roomFields(tagline, address, rent) }, pictures, age);
  await room('Corner room in G-11/2', 'House 12, Street 4, G-11/2, Islamabad', 22000, 1);
  await room('Room near G-11 Markaz', 'G-11 Markaz, Islamabad', 19000, 3);
  await room('Big room in G-12', 'Street 8, G-12, Islamabad', 16000, 2);
  for (let n = 1; n <= RAWALPINDI_ROOMS; n++) {
    await room(`Satellite Town room ${n}`, `House ${n}, Satellite Town, Rawalpindi`, 8000 + n * 500, n / 4);
  }
  await app.kamra.projector.caughtUp();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** What the window shows, for what is fixed to it (a sheet, a dialog) that a full-page capture misplaces. */
const windowShot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`) });

const articlesIn = (page: Page, list: string) => page.getByRole('list', { name: list, exact: true }).getByRole('article');

describe('an area search', () => {
  for (const width of WIDTHS) {
    it(`shows the area's own rooms first, then the rest of the city, labelled, at ${width} px`, async () => {
      const { page, context, errors } = await openPage(browser, width);
      try {
        await page.goto(`${app.url}/searchResult?location=${encodeURIComponent('G-11, Islamabad, Islamabad Capital Territory')}&listed=room`);
        await page.getByRole('status').filter({ hasText: '2 rooms in G-11, 2 more in Islamabad' }).waitFor();
        await expect.poll(() => articlesIn(page, 'In G-11').count()).toBe(2);
        expect(await page.getByRole('list', { name: 'In G-11' }).textContent()).not.toContain('G-12');
        await expect.poll(() => articlesIn(page, 'More in Islamabad').count()).toBe(2);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await saveScreenshot(page, `search-area-${width}`);

        await page.goto(`${app.url}/searchResult?location=${encodeURIComponent('H-9, Islamabad')}&listed=room`);
        await page.getByText('No rooms in H-9 yet; showing Islamabad').waitFor();
        await expect.poll(() => articlesIn(page, 'In Islamabad').count()).toBe(4);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('filters and order on the results page', () => {
  for (const width of WIDTHS) {
    it(`are kept in the URL and restored from it, at ${width} px`, async () => {
      const { page, context, errors } = await openPage(browser, width);
      try {
        await page.goto(`${app.url}/searchResult?location=rawalpindi&listed=room`);
        await page.getByRole('status').filter({ hasText: `${RAWALPINDI_ROOMS} rooms in Rawalpindi` }).waitFor();
        await page.getByRole('combobox', { name: 'Sort' }).selectOption('price_desc');
        await page.waitForURL(/sort=price_desc/);
        const results = articlesIn(page, 'Room listings');
        await expect.poll(() => results.first().textContent()).toContain(`Satellite Town room ${RAWALPINDI_ROOMS}`);

        await page.getByRole('button', { name: 'Filters' }).click();
        const sheet = page.getByRole('dialog', { name: 'Filters' });
        await sheet.getByRole('checkbox', { name: 'Furnished' }).check();
        await sheet.getByRole('spinbutton', { name: 'Roommates at most' }).fill('2');
        await windowShot(page, `search-filters-sheet-${width}`);
        await sheet.getByRole('button', { name: 'Show results' }).click();
        await page.waitForURL(/furnished=true/);
        expect(page.url()).toMatch(/maxRoommate=2/);
        expect(page.url()).toMatch(/sort=price_desc/);

        // The same address opened afresh shows the same order and filters.
        await page.reload();
        await page.getByRole('button', { name: 'Filters (2)' }).waitFor();
        expect(await page.getByRole('combobox', { name: 'Sort' }).inputValue()).toBe('price_desc');
        await page.getByRole('link', { name: 'Advanced Search' }).waitFor();
        await saveScreenshot(page, `search-sorted-${width}`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('the Sort box on a phone', () => {
  for (const language of ['en', 'ur'] as const) {
    it(`shows every order's whole name at 360 px, in ${language}`, async () => {
      const { page, context, errors } = await openPage(browser, 360);
      try {
        await readIn(context, app.url, language);
        await page.goto(`${app.url}/searchResult?location=rawalpindi&listed=room`);
        await page.locator('.listing-tile').first().waitFor();
        await page.evaluate(() => document.fonts.ready);
        // The widest name against the room inside the box (its padding and the arrow's ~24 px).
        const cut = await page.locator('.search-toolbar__sort select').evaluate((select: HTMLSelectElement) => {
          const style = getComputedStyle(select);
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
          const pen = document.createElement('canvas').getContext('2d');
          if (pen === null) return ['no canvas'];
          pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          return [...select.options].map((option) => option.text).filter((name) => pen.measureText(name).width > room);
        });
        expect(cut).toEqual([]);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await saveScreenshot(page, `search-sort-${language}-360`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('Back from a listing', () => {
  for (const width of WIDTHS) {
    it(`restores the cards loaded with Load more and the scroll position, at ${width} px`, async () => {
      const { page, context, errors } = await openPage(browser, width);
      try {
        await page.goto(`${app.url}/searchResult?location=rawalpindi&listed=room`);
        const results = articlesIn(page, 'Room listings');
        await expect.poll(() => results.count()).toBe(20);
        await page.getByRole('button', { name: 'Load more' }).click();
        await expect.poll(() => results.count()).toBe(RAWALPINDI_ROOMS);

        const card = results.nth(21);
        await card.scrollIntoViewIfNeeded();
        const title = (await card.getByRole('heading').textContent()) ?? '';
        const scrolled = await page.evaluate(() => window.scrollY);
        expect(scrolled).toBeGreaterThan(1000);
        await card.getByRole('heading').click();
        await page.waitForURL(/\/rooms\//);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();

        await page.goBack();
        await page.waitForURL(/searchResult/);
        await expect.poll(() => results.count()).toBe(RAWALPINDI_ROOMS);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 80);
        expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 80);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('Advanced Search', () => {
  it('remembers its form on Back and restates the filters on its results with Edit filters', async () => {
    const { page, context, errors } = await openPage(browser, 360);
    try {
      await signInWithDevForm(page, app.url, 'Hina Seeker', 'hina@example.pk');
      await page.goto(`${app.url}/advanceSearch`);
      await saveScreenshot(page, 'advance-search-form-360');
      await page.setViewportSize({ width: 1280, height: 800 });
      await saveScreenshot(page, 'advance-search-form-1280');
      await page.setViewportSize({ width: 360, height: 800 });
      // The address box offers the same places as the home page's search.
      const address = page.getByRole('combobox', { name: 'Address' });
      await address.fill('Rawalpin');
      await page.getByRole('option').filter({ has: page.getByText('Rawalpindi, Punjab', { exact: true }) }).click();
      expect(await address.inputValue()).toBe('Rawalpindi, Punjab');
      await address.fill('Rawalpindi');
      await page.getByRole('checkbox', { name: 'Furnished' }).check();
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/\/advanceRoomSearch\?location=Rawalpindi&furnished=true/);
      const chips = page.getByRole('list', { name: 'Filters' });
      await chips.getByText('Furnished').waitFor();
      await saveScreenshot(page, 'advance-results-360');
      await page.setViewportSize({ width: 1280, height: 800 });
      await saveScreenshot(page, 'advance-results-1280');
      await page.setViewportSize({ width: 360, height: 800 });

      await chips.getByRole('link', { name: 'Edit filters' }).click();
      await page.waitForURL(/\/advanceSearch$/);
      expect(await page.getByRole('combobox', { name: 'Address' }).inputValue()).toBe('Rawalpindi');
      expect(await page.getByRole('checkbox', { name: 'Furnished' }).isChecked()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the gallery', () => {
  for (const width of WIDTHS) {
    it(`shows pictures at the size of the screen, with next, previous and swipes, at ${width} px`, async () => {
      const { page, context, errors } = await openPage(browser, width);
      try {
        await page.goto(`${app.url}/searchResult?location=${encodeURIComponent('G-11, Islamabad')}&listed=room`);
        await articlesIn(page, 'In G-11').first().getByRole('heading').click();
        await page.waitForURL(/\/rooms\//);
        const main = page.getByRole('button', { name: 'View larger picture' });
        const mainWidth = (await main.boundingBox())?.width ?? 0;
        await main.click();
        const lightbox = page.getByRole('dialog');
        await lightbox.waitFor();
        const picture = lightbox.locator('img');
        await expect.poll(() => picture.getAttribute('alt')).toContain('picture 1 of 3');
        await expect.poll(async () => (await picture.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(Math.min(mainWidth, width - 1));

        await lightbox.getByRole('button', { name: 'Next picture' }).click();
        await expect.poll(() => picture.getAttribute('alt')).toContain('picture 2 of 3');
        await lightbox.getByRole('button', { name: 'Previous picture' }).click();
        await expect.poll(() => picture.getAttribute('alt')).toContain('picture 1 of 3');
        await page.keyboard.press('ArrowLeft');
        await expect.poll(() => picture.getAttribute('alt')).toContain('picture 3 of 3');

        // A swipe to the left moves on, with the pointer as a finger does.
        const box = await picture.boundingBox();
        const y = (box?.y ?? 0) + (box?.height ?? 0) / 2;
        const x = (box?.x ?? 0) + (box?.width ?? 0) / 2;
        await page.mouse.move(x + 80, y);
        await page.mouse.down();
        await page.mouse.move(x - 80, y, { steps: 4 });
        await page.mouse.up();
        await expect.poll(() => picture.getAttribute('alt')).toContain('picture 1 of 3');

        const title = await lightbox.locator('.lightbox__title').boundingBox();
        const close = await lightbox.getByRole('button', { name: 'Close' }).boundingBox();
        expect((title?.x ?? 0) + (title?.width ?? 0)).toBeLessThanOrEqual(close?.x ?? 0);
        await page.screenshot({ path: path.join(ARTIFACTS_DIR, `gallery-lightbox-${width}.png`) });
        await page.keyboard.press('Escape');
        await lightbox.waitFor({ state: 'hidden' });
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('typing a place on a phone', () => {
  it('moves the tab bar out of the way of the suggestions while the keyboard is open', async () => {
    const { page, context, errors } = await openPage(browser, 360);
    try {
      await page.goto(`${app.url}/`);
      const tabs = page.getByRole('navigation', { name: 'Main (mobile)' });
      await tabs.waitFor();
      const search = page.getByRole('combobox');
      await search.fill('G-1');
      await page.getByRole('option').first().waitFor();
      await tabs.waitFor({ state: 'hidden' });
      await search.blur();
      await tabs.waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a place picked in Urdu', () => {
  const titlesOf = async (page: Page): Promise<string[]> => {
    await page.locator('.listing-tile').first().waitFor();
    return (await page.locator('.listing-tile').getByRole('heading').allTextContents()).sort();
  };

  it.each(WIDTHS)('is named in Urdu, fills the box, and finds what its English name finds, at %i px', async (width) => {
    const { page, context, errors } = await openPage(browser, width);
    try {
      await page.goto(`${app.url}/searchResult?location=${encodeURIComponent('G-11, Islamabad, Islamabad Capital Territory')}&listed=room`);
      const inEnglish = await titlesOf(page);
      await readIn(context, app.url, 'ur');
      await page.goto(`${app.url}/`);
      const search = page.getByRole('combobox');
      await search.fill('جی 11');
      await page.getByRole('option').first().waitFor();
      expect((await page.getByRole('option').allTextContents()).join(' ')).not.toMatch(/Islamabad|G-11/);
      await page.getByRole('option').filter({ hasText: 'جی 11، اسلام آباد، وفاقی دارالحکومت' }).click();
      expect(await search.inputValue()).toBe('جی 11، اسلام آباد، وفاقی دارالحکومت');
      await search.press('Enter');
      await page.waitForURL(/searchResult/);
      expect(await titlesOf(page)).toEqual(inEnglish);
      expect(inEnglish.length).toBeGreaterThan(0);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a patchy connection', () => {
  it.each(WIDTHS)("keeps the app shell and offers Try again when a page's code cannot download, at %i px", async (width) => {
    const { page, context } = await openPage(browser, width);
    try {
      await page.goto(`${app.url}/searchResult?location=rawalpindi&listed=room`);
      const card = articlesIn(page, 'Room listings').first();
      await card.waitFor();
      const title = (await card.getByRole('heading').textContent()) ?? '';
      await context.setOffline(true);
      await card.getByRole('heading').click();
      await page.getByRole('alert').filter({ hasText: 'Check your internet connection and try again!' }).waitFor();
      // The shell stays: header and tab bar are still there to use.
      await page.getByRole('link', { name: 'Kamra' }).first().waitFor();
      await page.getByRole('navigation', { name: width === 360 ? 'Main (mobile)' : 'Main', exact: true }).waitFor();
      await windowShot(page, `offline-chunk-${width}`);

      await context.setOffline(false);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    } finally {
      await context.close();
    }
  });
});
