import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horizontalOverflow, launchBrowser, openPage, saveScreenshot } from './harness/browser';
import { startKamraApp, type KamraApp } from './harness/kamra-app';

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
