/**
 * The pages a visitor lands on from outside (the home page, search results, a shared room) on
 * a first, cold visit: their head names the chunks they need, each of which exists; the data
 * each page shows is asked for once, at start-up, and the page takes that answer; the room's
 * main picture offers its smaller size and loads first.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './harness/browser';
import { startKamraApp, type KamraApp } from './harness/kamra-app';
import { readIn } from './harness/language';
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

/** The module preloads of a page as the server sends it (after the first view, where the page has one). */
async function modulePreloads(pathname: string, headers: Record<string, string> = {}): Promise<string[]> {
  const html = await (await fetch(app.url + pathname, { headers })).text();
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1] ?? '');
}

/** Counts the page's requests to the API paths it is given, from the first byte on. */
function countApiRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const key = url.pathname + url.search;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return counts;
}

describe('a landing page\'s head', () => {
  it('names its route chunk and texts beyond what index.html names, each of which the server has', async () => {
    const room = app.seeded.rooms[0];
    const pages = { home: '/', search: '/searchResult?location=lahore&listed=room', listing: `/rooms/${room?.id}` };
    const plain = await modulePreloads('/aboutUs');
    for (const [name, pathname] of Object.entries(pages)) {
      const preloads = await modulePreloads(pathname);
      const extra = preloads.filter((href) => !plain.includes(href));
      expect(extra.length, name).toBeGreaterThan(0);
      for (const href of preloads) expect((await fetch(app.url + href)).status, href).toBe(200);
    }
    expect((await modulePreloads('/')).some((href) => /\/HomePage-[\w-]+\.js$/.test(href))).toBe(true);
    expect((await modulePreloads(pages.listing)).some((href) => /\/ListingDetailPage-[\w-]+\.js$/.test(href))).toBe(true);
  });

  it('names the texts of the reader\'s language', async () => {
    const english = await modulePreloads('/');
    const urdu = await modulePreloads('/', { cookie: 'kamra_lang=ur' });
    expect(urdu).not.toEqual(english);
    expect(urdu.filter((href) => !english.includes(href))).toHaveLength(1);
  });
});

describe('a first visit', () => {
  it('asks for a room once, shows it, and offers the main picture\'s thumbnail beside the full size', async () => {
    const room = app.seeded.rooms[0];
    const { page, context, errors } = await openPage(browser, 360);
    try {
      const requests = countApiRequests(page);
      // The page's chunk held back, as a slow link would, until its data is asked for: the data
      // must not wait for it. Were it to, the chunk goes on after ten seconds and comes first.
      const events: string[] = [];
      let dataAsked: () => void = () => undefined;
      const asked = new Promise<void>((resolve) => { dataAsked = resolve; });
      await page.route(/\/assets\/ListingDetailPage-[\w-]+\.js$/, async (route) => {
        await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        events.push('chunk arrives');
        await route.continue();
      });
      page.on('request', (request) => {
        if (new URL(request.url()).pathname !== `/api/listings/${room?.id}`) return;
        events.push('data asked');
        dataAsked();
      });
      await page.goto(`${app.url}/rooms/${room?.id}`);
      // The server's first view shows the heading and picture at once; the lister's contact is the app's.
      await page.getByRole('heading', { level: 1, name: room?.tagline }).waitFor();
      await page.locator('.contact').waitFor();
      const picture = page.locator('.gallery__main img');
      await picture.waitFor();
      expect(await picture.getAttribute('fetchpriority')).toBe('high');
      expect(await picture.getAttribute('srcset')).toMatch(/-400\.webp \d+w, \/uploads\/[\w-]+\.webp \d+w$/);
      expect(await picture.getAttribute('sizes')).toBeTruthy();
      expect(requests.get(`/api/listings/${room?.id}`)).toBe(1);
      expect(events).toEqual(['data asked', 'chunk arrives']);
      // The first view the server writes offers the same sizes, so the browser fetches one file for both.
      const html = await (await fetch(`${app.url}/rooms/${room?.id}`)).text();
      const summarySrcset = /<button type="button" disabled class="gallery__main"[^>]*><img [^>]*srcset="([^"]+)"/s.exec(html)?.[1];
      expect(summarySrcset).toBe(await picture.getAttribute('srcset'));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows a visitor search results with the page, the first card\'s picture loading first, and the app searches no more', async () => {
    const { page, context, errors } = await openPage(browser, 360);
    try {
      const requests = countApiRequests(page);
      const pathname = '/searchResult?location=Lahore&listed=room';
      // The cards and their first picture are in the server's first bytes.
      const html = await (await fetch(app.url + pathname)).text();
      expect(html).toMatch(/<article class="listing-tile"><a href="\/rooms\/[^"]+" class="listing-tile__link"><div class="listing-tile__media"><img src="\/uploads\/[^"]+" alt="" loading="eager" fetchpriority="high"/);
      await page.goto(app.url + pathname);
      await page.locator('footer').waitFor();
      await page.waitForLoadState('networkidle');
      const firstCard = page.locator('.listing-tile').first();
      expect(await firstCard.locator('img').getAttribute('fetchpriority')).toBe('high');
      expect(await firstCard.locator('img').getAttribute('loading')).toBe('eager');
      // The app took the server's answer: no search of its own, until the seeker asks for another.
      expect([...requests].filter(([path]) => path.startsWith('/api/listings?'))).toEqual([]);
      await page.getByRole('link', { name: 'RoomMate', exact: true }).click();
      await page.locator('.search-results__count').filter({ hasText: /roommate/i }).waitFor();
      expect([...requests].filter(([path]) => path.startsWith('/api/listings?')).map(([path]) => path)).toEqual(['/api/listings?kind=roommate&location=Lahore']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('asks a signed-in reader\'s search once, the page sent without the visitor\'s first view', async () => {
    const { page, context, errors } = await openPage(browser, 360);
    try {
      await context.addCookies([{ name: 'kamra_signed_in', value: '1', url: app.url }]);
      const requests = countApiRequests(page);
      // The code that starts the search early held back, as a slow link may: the page, rendering
      // first, must find that search under way rather than send its own beside it.
      let released: () => void = () => undefined;
      const codeIn = new Promise<void>((resolve) => { released = resolve; });
      await page.route(/\/assets\/first-results-[\w-]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
        released();
      });
      await page.goto(`${app.url}/searchResult?location=Lahore&listed=room`);
      await page.locator('.listing-tile').first().waitFor();
      await codeIn;
      await page.waitForLoadState('networkidle');
      expect([...requests].filter(([path]) => path.startsWith('/api/listings?'))).toEqual([['/api/listings?kind=room&location=Lahore', 1]]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('asks for the home page\'s featured rooms once, in English and in Urdu', async () => {
    for (const language of ['en', 'ur'] as const) {
      const { page, context, errors } = await openPage(browser, 360);
      try {
        const requests = countApiRequests(page);
        await readIn(context, app.url, language);
        await page.goto(`${app.url}/`);
        await page.locator('.listing-tile').first().waitFor();
        expect(requests.get('/api/listings?kind=room&location=all'), language).toBe(1);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language === 'ur' ? 'ur' : 'en-PK');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});

/** Text and box of every element the selectors match, in order: what a reader sees of them. */
const CHROME_PARTS = ['.navbar', '.navbar__brand', '.navbar__list a', '.language-switch', '.tabbar__link'];
const HOME_PARTS = [
  '.hero', '.hero__greeting', '.hero__title', '.hero__title span', '.hero__lead', '.hero__actions .btn', '.place-search',
  '.place-search__input', '.place-search__submit', '.hero__advanced', '.hero-art', '.hero-art__chip',
];
const LISTING_PARTS = [
  '.listing__kind', '.listing__kind .badge', '.listing__title', '.listing__place', '.listing__amount', '.listing__actions', '.favourite-heart',
  '.share-listing .btn', '.gallery__main', '.gallery__main img', '.gallery__thumb',
  // The contact block the header's "Contact the lister" leads to, there before the app is.
  '#contact', '.contact__photo', '.contact__name', '.contact__phone', '.contact__label', '.contact__message', '.contact__actions .btn',
];
const SEARCH_PARTS = [
  '.search-page__head h1', '.search-page__head p', '.search-page__place', '.search-tabs__tab', '.save-search__button', '.search-toolbar__sort',
  '.search-toolbar__filters', '.search-toolbar__advanced', '.search-results__count', '.search-results__boosted h2', '.search-results__part h2',
  '.listing-tile', '.listing-tile__media img', '.listing-tile__title', '.listing-tile__place', '.listing-tile__facts', '.listing-tile__amount',
  '.favourite-heart', '.search-results__more .btn',
];
const partsOf = (page: Page, selectors: readonly string[]) =>
  page.evaluate((selectors) => selectors.flatMap((selector) => [...document.querySelectorAll(selector)].map((element) => {
    const box = element.getBoundingClientRect();
    const placeholder = element instanceof HTMLInputElement ? element.placeholder : '';
    const source = element instanceof HTMLImageElement ? ` ${element.currentSrc.replace(/^.*\//, '')}` : '';
    return `${selector} "${(element.textContent ?? '').trim()}${placeholder}" ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}${source}`;
  })), selectors);

describe('the first view the server writes', () => {
  it('is what the app then shows, word for word and box for box, in English and in Urdu, at both widths', async () => {
    const room = app.seeded.rooms[0];
    const pages = [
      { pathname: '/', parts: [...CHROME_PARTS, ...HOME_PARTS], ready: 'footer' },
      { pathname: `/rooms/${room?.id}`, parts: [...CHROME_PARTS, ...LISTING_PARTS], ready: '.contact' },
      { pathname: '/searchResult?location=Lahore&listed=room', parts: [...CHROME_PARTS, ...SEARCH_PARTS], ready: 'footer' },
    ];
    for (const { pathname, parts, ready } of pages) {
      for (const language of ['en', 'ur'] as const) {
        for (const width of [360, 1280]) {
          const at = `${pathname} ${language} ${width}`;
          // The server greets by Pakistan's clock, the app by the reader's: a reader in Pakistan.
          const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: 1, timezoneId: 'Asia/Karachi' });
          // A phone's browser, which has a share sheet: the listing's share button is the phone's.
          await context.addInitScript(() => {
            Object.defineProperty(navigator, 'share', { value: () => Promise.resolve(), configurable: true });
          });
          try {
            if (language === 'ur') await readIn(context, app.url, 'ur');
            const page = await context.newPage();
            // The server's view alone: the app's code never arrives.
            await page.route(/\/assets\/[\w-]+\.js$/, (route) => route.abort());
            await page.goto(app.url + pathname);
            await page.waitForLoadState('networkidle');
            const server = await partsOf(page, parts);
            if (width === 360 && parts.includes('#contact')) {
              // On a phone the header's link leads down to the contact block before the app is there.
              await page.locator('.listing__contact-link').click();
              await expect.poll(() => page.locator('#contact').evaluate((aside) => Math.round(aside.getBoundingClientRect().top)), { message: at }).toBe(80);
            }
            await page.unroute(/\/assets\/[\w-]+\.js$/);
            // A first visit over a slow link, where Nastaliq is not in by the app's first render
            // (when it is, the app sets the page in it, as it sets every page it opens).
            await page.route(/\.woff2$/, (route) => route.abort());
            await page.goto(app.url + pathname);
            await page.locator(ready).first().waitFor();
            await page.waitForLoadState('networkidle');
            expect(server.length, at).toBeGreaterThan(15);
            expect(await partsOf(page, parts), at).toEqual(server);
          } finally {
            await context.close();
          }
        }
      }
    }
  });
});

describe('a signed-in reader', () => {
  it('is sent pages without the visitor\'s first view, whose navbar offers to sign in, until signing out', async () => {
    const { page, context, errors } = await openPage(browser, 1280);
    try {
      // The home page as the browser asks for it, with the context's cookies.
      const rootOf = async () => {
        const html = await (await page.request.get(`${app.url}/`)).text();
        return html.slice(html.indexOf('<div id="root">'), html.indexOf('<div id="root">') + 40);
      };
      expect(await rootOf()).toContain('class="app-shell"');
      await signInWithDevForm(page, app.url, 'Hina Malik', 'hina-first-view@example.pk');
      expect(await rootOf()).toMatch(/^<div id="root"><\/div>/);
      await page.goto(`${app.url}/`);
      await page.getByRole('link', { name: 'My Listings' }).first().waitFor();
      await expect.poll(() => page.getByText('SignUp / Login').count()).toBe(0);

      await page.locator('.user-menu__button').click();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('link', { name: 'SignUp / Login' }).first().waitFor();
      expect(await rootOf()).toContain('class="app-shell"');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
