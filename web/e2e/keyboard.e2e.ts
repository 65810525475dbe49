// With the keyboard alone, in English and in Urdu: a dialog keeps the focus while open and
// gives it back (the picture viewer too), and every Tab stop is visibly marked.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './harness/browser';
import { startKamraApp, type KamraApp } from './harness/kamra-app';
import { readIn } from './harness/language';
import { settled } from './harness/routes';

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

describe.each(['en', 'ur'] as const)('with the keyboard alone, in %s', (language) => {
  it('a dialog keeps the focus inside while open and gives it back when closed', async () => {
    const { page, context, errors } = await openPage(browser, 360);
    try {
      await readIn(context, app.url, language);
      await page.goto(app.url);
      await settled(page);
      // A visitor's heart asks them to sign in, in the sign-in dialog.
      const heart = page.locator('.favourite-heart').first();
      await heart.focus();
      await page.keyboard.press('Enter');
      const dialog = page.locator('dialog[open]');
      await dialog.waitFor();
      for (let presses = 0; presses < 12; presses++) {
        await page.keyboard.press(presses % 3 === 2 ? 'Shift+Tab' : 'Tab');
        expect(await page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null)).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.classList.contains('favourite-heart'))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the picture viewer gives the focus back to the picture that opened it', async () => {
    const { page, context, errors } = await openPage(browser, 360);
    try {
      await readIn(context, app.url, language);
      await page.goto(app.url);
      await settled(page);
      await page.locator('.listing-tile a').first().click();
      const picture = page.locator('.gallery__main');
      await picture.focus();
      await page.keyboard.press('Enter');
      const viewer = page.locator('dialog.lightbox[open]');
      await viewer.waitFor();
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.classList.contains('gallery__main'))).toBe(true);
      // The close button gives it back too.
      await page.keyboard.press('Enter');
      await viewer.waitFor();
      await viewer.locator('.lightbox__close').click();
      await viewer.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.classList.contains('gallery__main'))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([360, 1280])('every stop of the Tab key on the home page is visibly focused at %i px', async (width) => {
    const { page, context } = await openPage(browser, width);
    try {
      await readIn(context, app.url, language);
      await page.goto(app.url);
      await settled(page);
      const unmarked: string[] = [];
      for (let presses = 0; presses < 40; presses++) {
        await page.keyboard.press('Tab');
        const seen = await page.evaluate(() => {
          const element = document.activeElement;
          if (element === null || element === document.body) return 'body';
          // The ring is on the element, or on the box around a bare input (:focus-within).
          const marked = [element, element.parentElement, element.parentElement?.parentElement].some((box) => {
            if (box === null || box === undefined) return false;
            const style = getComputedStyle(box);
            return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
          });
          return marked ? 'marked' : `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
        });
        if (seen !== 'marked' && seen !== 'body') unmarked.push(seen);
      }
      expect(unmarked).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
