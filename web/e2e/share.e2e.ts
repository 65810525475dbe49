/**
 * Sharing and link previews through the real app: what a crawler reads without JavaScript,
 * the share button in the browser (WhatsApp and copy link, and the Web Share API where the
 * browser has it), and a listing that is not public answering 404 while its owner still sees it.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, horizontalOverflow, launchBrowser, openPage, saveScreenshot } from './harness/browser';
import { startKamraApp, type KamraApp } from './harness/kamra-app';
import { signInWithDevForm } from './harness/sign-in';
import { storedToken, submitRoom } from './harness/submit-listing';

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

const metaContent = (html: string, key: string): string[] =>
  [...html.matchAll(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`, 'g'))].map((m) => m[1] ?? '');

/** The path of an absolute URL the server wrote (its origin is PUBLIC_URL, not the test's port). */
const pathOf = (url: string): string => new URL(url).pathname;

describe('a link pasted into WhatsApp, as its crawler sees it', () => {
  it('previews the room with its picture, rent and area, and robots.txt leads to it', async () => {
    const room = app.seeded.rooms[0];
    const res = await fetch(`${app.url}/rooms/${room?.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(metaContent(html, 'og:title')).toEqual([`Kamra | ${room?.tagline}`]);
    expect(metaContent(html, 'og:description')[0]).toContain('PKR 18,000 a month');
    const [wide = '', square = ''] = metaContent(html, 'og:image');
    for (const [image, width, height] of [[wide, 1200, 630], [square, 600, 600]] as const) {
      const picture = await fetch(app.url + pathOf(image));
      expect(picture.status).toBe(200);
      expect(await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width, height });
    }
    const robots = await (await fetch(`${app.url}/robots.txt`)).text();
    const sitemap = /Sitemap: (\S+)/.exec(robots)?.[1] ?? '';
    const index = await (await fetch(app.url + pathOf(sitemap))).text();
    const pages = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => pathOf(m[1] ?? ''));
    const urls = (await Promise.all(pages.map(async (page) => (await fetch(app.url + page)).text()))).join('');
    for (const seeded of app.seeded.rooms) expect(urls).toContain(`/rooms/${seeded.id}</loc>`);
    expect(urls).toContain(`/accessories/${app.seeded.accessoryId}</loc>`);
    expect(urls).toContain(`/blog/${app.seeded.blogIds[0]}</loc>`);
  });
});

describe('a page of the site shared from the Urdu site', () => {
  it('previews in Urdu, as the page then titles itself, and both name the Urdu address', async () => {
    const html = await (await fetch(`${app.url}/aboutUs?lang=ur`)).text();
    expect(metaContent(html, 'og:title')).toEqual(['Kamra | ہمارے بارے میں']);
    expect(metaContent(html, 'og:locale')).toEqual(['ur_PK']);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(canonical).toMatch(/\/aboutUs\?lang=ur$/);
    expect(metaContent(await (await fetch(`${app.url}/aboutUs`)).text(), 'og:title')).toEqual(['Kamra | About Us']);

    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${app.url}/aboutUs?lang=ur`);
      await expect.poll(() => page.title()).toBe('Kamra | ہمارے بارے میں');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/aboutUs\?lang=ur$/);
      expect(await page.locator('link[rel="canonical"]').count()).toBe(1);

      // Typed in another case with a trailing slash, it is still the one page, to the server and the app alike.
      const typed = await (await fetch(`${app.url}/ABOUTUS/?lang=ur`)).text();
      expect(/<link rel="canonical" href="([^"]+)"/.exec(typed)?.[1]).toMatch(/\/aboutUs\?lang=ur$/);
      // The app's own canonical, reached inside the app: the server's head would answer before the app ran.
      await page.goto(`${app.url}/?lang=ur`);
      await page.locator('link[rel="canonical"][href$="/?lang=ur"]').waitFor({ state: 'attached' });
      await page.evaluate(() => window.history.pushState(null, '', '/ABOUTUS/'));
      await expect.poll(() => page.title()).toBe('Kamra | ہمارے بارے میں');
      await expect.poll(() => page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/aboutUs\?lang=ur$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a listing page without JavaScript', () => {
  it('shows the prerendered summary: tagline, rent, place, picture and features', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 }, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const accessory = app.seeded.accessoryId;
      const response = await page.goto(`${app.url}/accessories/${accessory}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Study table in great condition' }).waitFor();
      for (const text of ['PKR 4,500', 'Gulberg III, Lahore', 'Condition 8/10', 'Used for 2 years', 'Solid wood, two drawers.']) await page.getByText(text).first().waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'listing-without-js-360.png') });
    } finally {
      await context.close();
    }
  });
});

describe.each([1280, 360])('the share button at %i px', (width) => {
  it('offers WhatsApp with the text and link, and copies the link', async () => {
    const { page, context, errors } = await openPage(browser, width);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
      const room = app.seeded.rooms[width === 360 ? 3 : 0];
      const response = await page.goto(`${app.url}/advanceRoomSearch/rooms/${room?.id}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: room?.tagline }).waitFor();
      // The prerendered summary is the app's no more.
      expect(await page.locator('.prerendered').count()).toBe(0);
      const whatsapp = page.getByRole('link', { name: 'Share on WhatsApp' });
      const href = new URL((await whatsapp.getAttribute('href')) ?? '');
      expect(href.origin + href.pathname).toBe('https://wa.me/');
      expect(href.searchParams.get('text')).toContain(`${room?.tagline}: PKR `);
      expect(href.searchParams.get('text')).toContain(`${app.url}/rooms/${room?.id}`);
      await page.getByRole('button', { name: 'Copy link' }).click();
      await page.getByText('Link copied').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${app.url}/rooms/${room?.id}`);
      expect(await horizontalOverflow(page)).toBe(0);
      await saveScreenshot(page, `share-listing-${width}`);
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `share-listing-${width}-viewport.png`) });
    } finally {
      await context.close();
    }
    expect(errors).toEqual([]);
  });
});

describe('where the browser has the Web Share API', () => {
  it('opens the share sheet with the title, text and link', async () => {
    const { page, context, errors } = await openPage(browser, 360);
    try {
      await context.addInitScript(() => {
        const shared: unknown[] = [];
        Object.assign(window, { shared });
        Object.defineProperty(navigator, 'share', { value: async (data: unknown) => { shared.push(data); } });
      });
      const accessory = app.seeded.accessoryId;
      await page.goto(`${app.url}/accessories/${accessory}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      expect(await page.getByRole('link', { name: 'Share on WhatsApp' }).count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([{
        title: 'Study table in great condition',
        text: 'Study table in great condition: PKR 4,500, Gulberg III, Lahore on Kamra',
        url: `${app.url}/accessories/${accessory}`,
      }]);
    } finally {
      await context.close();
    }
    expect(errors).toEqual([]);
  });
});

describe('a listing that is not public', () => {
  it('answers 404 with noindex, yet its owner sees their view and a visitor the app\'s answer', async () => {
    const owner = await openPage(browser, 1280);
    const visitor = await openPage(browser, 1280);
    try {
      await signInWithDevForm(owner.page, app.url, 'Pending Owner', 'pending-owner@example.pk');
      const id = await submitRoom(app.url, await storedToken(owner.page), { tagline: 'Waiting room near the canal', address: 'Canal Road, Lahore' });
      const html = await (await fetch(`${app.url}/rooms/${id}`)).text();
      expect(metaContent(html, 'robots')).toEqual(['noindex']);
      expect(metaContent(html, 'og:title')).toEqual([]);

      const seen = await owner.page.goto(`${app.url}/rooms/${id}`, { waitUntil: 'networkidle' });
      expect(seen?.status()).toBe(404);
      await owner.page.getByRole('heading', { level: 1, name: 'Waiting room near the canal' }).waitFor();
      await owner.page.getByText('Waiting for review: only you and the admins can see this listing.').waitFor();
      expect(await owner.page.getByRole('button', { name: 'Copy link' }).count()).toBe(0);

      const refused = await visitor.page.goto(`${app.url}/rooms/${id}`, { waitUntil: 'networkidle' });
      expect(refused?.status()).toBe(404);
      await visitor.page.getByText('This listing is not available any more.').waitFor();
      const unknown = await visitor.page.goto(`${app.url}/no/such/page`, { waitUntil: 'networkidle' });
      expect(unknown?.status()).toBe(404);
      await visitor.page.getByRole('heading', { name: '404 not found' }).waitFor();
    } finally {
      await owner.context.close();
      await visitor.context.close();
    }
    expect([...owner.errors, ...visitor.errors]).toEqual([]);
  });
});
