import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, horizontalOverflow, launchBrowser, openPage, saveScreenshot } from './harness/browser';
import { startKamraApp, type KamraApp } from './harness/kamra-app';
import { signInWithDevForm } from './harness/sign-in';

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

// Each main page, once its data has arrived (the given text is on screen).
const pages = (app: KamraApp) => [
  { name: 'home', path: '/', ready: 'Featured Rooms' },
  { name: 'search-results', path: '/searchResult?location=lahore&listed=room', ready: 'Boosted' },
  { name: 'room-detail', path: `/rooms/${app.seeded.rooms[0]?.id ?? ''}`, ready: 'Send SMS' },
  { name: 'roommate-detail', path: `/roommate/${app.seeded.roommateId}`, ready: 'Send SMS' },
  { name: 'accessory-detail', path: `/accessories/${app.seeded.accessoryId}`, ready: 'Send SMS' },
  { name: 'blogs', path: '/blogs', ready: 'Read more...' },
  { name: 'blog-detail', path: `/blog/${app.seeded.blogIds[0] ?? ''}`, ready: '20 Min Reading' },
  { name: 'about', path: '/aboutUs', ready: 'FAQ' },
];

describe.each([1280, 360])('the main pages at %i px', (width) => {
  it('render without errors or sideways scrolling, and are saved as screenshots', async () => {
    const { page, context, errors } = await openPage(browser, width);
    const overflowing: string[] = [];
    try {
      for (const { name, path, ready } of pages(app)) {
        await page.goto(`${app.url}${path}`, { waitUntil: 'networkidle' });
        await page.getByText(ready).first().waitFor();
        expect(await page.title()).toMatch(/^Kamra \| /);
        const overflow = await horizontalOverflow(page);
        if (overflow > 0) overflowing.push(`${path} by ${overflow}px`);
        await saveScreenshot(page, `${name}-${width}`);
      }
    } finally {
      await context.close();
    }
    expect(overflowing).toEqual([]);
    expect(errors).toEqual([]);
  });
});

// The language switch: "English / اردو" in the header re-renders the page in place, with
// <html lang dir> following, remembers the choice for the next visit, and is reachable with
// the keyboard. Urdu screens are saved at a phone's and a laptop's width for a person to look at.
const htmlLangDir = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

describe.each([1280, 360])('the language switch at %i px', (width) => {
  it('turns the page into Urdu in place, right to left, and back with the keyboard', async () => {
    const { page, context, errors } = await openPage(browser, width);
    try {
      await page.goto(`${app.url}/rooms/${app.seeded.rooms[0]?.id ?? ''}`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Send SMS' }).waitFor();
      expect(await htmlLangDir(page)).toEqual({ lang: 'en-PK', dir: 'ltr' });
      // Survives only if the switch does not reload the page.
      await page.evaluate(() => Object.assign(window, { stayedOpen: true }));

      // Every frame until the switch is done: none may show Urdu laid out left to right.
      await page.evaluate(() => {
        const frames: Array<{ urdu: boolean; dir: string }> = [];
        const sample = (): void => {
          frames.push({ urdu: document.body.innerText.includes('میسج کریں'), dir: document.documentElement.dir });
          requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
        Object.assign(window, { languageFrames: frames });
      });
      const toUrdu = page.locator('header').getByRole('button', { name: 'اردو' });
      expect(await toUrdu.getAttribute('lang')).toBe('ur');
      await toUrdu.click();
      await page.getByRole('link', { name: 'میسج کریں' }).waitFor();
      expect(await htmlLangDir(page)).toEqual({ lang: 'ur', dir: 'rtl' });
      // One more frame, so the sampler has seen the Urdu page however the wait above was timed.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      const frames = await page.evaluate(() => (window as unknown as { languageFrames: Array<{ urdu: boolean; dir: string }> }).languageFrames);
      expect(frames.some((frame) => frame.urdu)).toBe(true);
      expect(frames.filter((frame) => frame.urdu && frame.dir !== 'rtl')).toEqual([]);
      expect(await page.evaluate(() => 'stayedOpen' in window)).toBe(true);
      expect(await page.getByRole('heading', { name: 'تفصیلات' }).count()).toBe(1);
      expect(await page.getByText('Send SMS').count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('kamra.language'))).toBe('ur');
      expect((await context.cookies()).find((cookie) => cookie.name === 'kamra_lang')?.value).toBe('ur');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // The window as a reader first sees it: the header, and on a phone the tab bar.
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `urdu-room-window-${width}.png`) });
      await saveScreenshot(page, `urdu-room-detail-${width}`);

      // The next visit starts in Urdu.
      await page.goto(`${app.url}/`, { waitUntil: 'networkidle' });
      expect(await htmlLangDir(page)).toEqual({ lang: 'ur', dir: 'rtl' });
      const toEnglish = page.locator('header').getByRole('button', { name: 'English' });
      expect(await toEnglish.getAttribute('lang')).toBe('en');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `urdu-home-${width}`);

      await toEnglish.focus();
      await page.keyboard.press('Enter');
      await page.locator('header').getByRole('button', { name: 'اردو' }).waitFor();
      expect(await htmlLangDir(page)).toEqual({ lang: 'en-PK', dir: 'ltr' });
      expect(await page.evaluate(() => localStorage.getItem('kamra.language'))).toBe('en');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** Whether the page and the header's row fit the window at each width where the navbar shows its links. */
async function expectHeaderFits(page: Page, language: string): Promise<void> {
  for (const width of [900, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await horizontalOverflow(page), `${language} at ${width} px`).toBeLessThanOrEqual(0);
    const header = await page.locator('.navbar__inner').evaluate((inner) => inner.scrollWidth - inner.clientWidth);
    expect(header, `${language} header at ${width} px`).toBeLessThanOrEqual(0);
  }
}

describe('the header with the switch, signed in', () => {
  it('fits in both languages from the width where the navbar shows its links up to a laptop', async () => {
    const { page, context, errors } = await openPage(browser, 900);
    try {
      await signInWithDevForm(page, app.url, 'Sana Iqbal', 'sana.language@example.pk');
      await expectHeaderFits(page, 'English');
      await page.locator('header').getByRole('button', { name: 'اردو' }).click();
      await page.locator('header').getByRole('link', { name: 'میرے اشتہارات' }).waitFor();
      await expectHeaderFits(page, 'Urdu');
      await page.setViewportSize({ width: 900, height: 800 });
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'urdu-header-signed-in-900.png') });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** Each tab of the phone's tab bar: its name, how many lines its label takes, and how it is drawn. */
const tabs = (page: Page) =>
  page.getByRole('navigation', { name: /^(Main \(mobile\)|مرکزی \(موبائل\))$/ }).locator('a').evaluateAll((links) =>
    links.map((link) => {
      const label = link.querySelector('.tabbar__label');
      const range = document.createRange();
      if (label !== null) range.selectNodeContents(label);
      const style = getComputedStyle(link);
      return {
        name: label?.textContent ?? '',
        current: link.getAttribute('aria-current') === 'page',
        lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
        look: `${style.color} ${style.fontWeight}`,
        width: link.getBoundingClientRect().width,
      };
    }),
  );

describe('the tab bar, signed in, at 360 px', () => {
  it('fits each label on one line, keeps every tab wide enough to tap, and draws only the current tab apart, in both languages', async () => {
    const { page, context, errors } = await openPage(browser, 360);
    try {
      await signInWithDevForm(page, app.url, 'Sana Iqbal', 'sana.tabs@example.pk');
      for (const language of ['English', 'Urdu']) {
        for (const route of ['/saved', '/notifications']) {
          await page.goto(`${app.url}${route}`, { waitUntil: 'networkidle' });
          const shown = await tabs(page);
          expect(shown, `${language} ${route}`).toHaveLength(6);
          expect(shown.filter((tab) => tab.lines !== 1).map((tab) => tab.name), `${language} ${route}: wrapped labels`).toEqual([]);
          expect(shown.filter((tab) => tab.width < 44).map((tab) => tab.name), `${language} ${route}: tabs too narrow to tap`).toEqual([]);
          const others = new Set(shown.filter((tab) => !tab.current).map((tab) => tab.look));
          expect([...others], `${language} ${route}: tabs that are not the current page look alike`).toHaveLength(1);
          await page.screenshot({ path: path.join(ARTIFACTS_DIR, `tabbar-${language}${route.replace('/', '-')}-360.png`) });
        }
        if (language === 'English') await page.locator('header').getByRole('button', { name: 'اردو' }).click();
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
