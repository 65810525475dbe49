import { BLOG_COMMENTS_PAGE_SIZE, BLOGS_PAGE_SIZE } from '@kamra/contracts/limits';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { ARTIFACTS_DIR, launchBrowser, openPage, saveScreenshot } from './harness/browser';
import { startKamraApp, type KamraApp } from './harness/kamra-app';
import { LISTER_PHONE_DIGITS, seedBlogComments, seedBlogs } from './harness/seed';
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

describe('a visitor', () => {
  it('searches a city, opens a listing and sees the contact links', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${app.url}/`);
      const search = page.getByRole('combobox');
      await search.fill('Lahore');
      await search.press('Escape');
      await page.getByRole('button', { name: 'Search' }).click();

      await page.waitForURL(/\/searchResult\?location=Lahore&listed=room/);
      await expect.poll(() => page.title()).toBe('Kamra | Search Results');
      const roomTab = page.getByRole('link', { name: 'Room', exact: true });
      expect(await roomTab.getAttribute('aria-current')).toBe('page');

      const boosted = page.getByRole('list', { name: 'Boosted Room listings' });
      await boosted.waitFor();
      expect(await boosted.getByRole('article').count()).toBe(1);
      const results = page.getByRole('list', { name: 'Room listings', exact: true });
      // Three Lahore rooms; the one in Islamabad stays out.
      await expect.poll(() => results.getByRole('article').count()).toBe(3);
      expect(await results.textContent()).not.toContain('F-10');

      await results.getByRole('heading', { name: 'Quiet room in a family house' }).click();
      await page.waitForURL(/\/rooms\//);
      await page.getByRole('heading', { level: 1, name: 'Quiet room in a family house' }).waitFor();
      expect(await page.title()).toContain('Kamra | Room');
      const roomPath = new URL(page.url()).pathname;
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${app.url}${roomPath}`);
      // Asked in other letters, the page still names its one address, as the server's head does.
      await page.goto(`${app.url}${roomPath.toUpperCase().replace(/[0-9A-F-]{36}$/, roomPath.slice(-36))}`);
      await page.getByRole('heading', { level: 1, name: 'Quiet room in a family house' }).waitFor();
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${app.url}${roomPath}`);
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Quiet room in a family house' }).waitFor();

      // Gallery: lazy thumbnails pick the picture; the main one opens a larger view.
      const thumbs = page.getByRole('list', { name: 'Pictures' }).locator('img');
      expect(await thumbs.count()).toBe(3);
      expect(await thumbs.first().getAttribute('loading')).toBe('lazy');
      expect(await thumbs.first().getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f]+-400\.webp$/);
      await page.getByRole('button', { name: 'Show picture 2' }).click();
      await page.getByRole('button', { name: 'View larger picture' }).click();
      const larger = page.getByRole('dialog');
      await larger.waitFor();
      expect(await larger.locator('img').getAttribute('alt')).toContain('picture 2');
      await larger.getByRole('button', { name: 'Close' }).click();
      await larger.waitFor({ state: 'hidden' });

      const sms = await page.getByRole('link', { name: 'Send SMS' }).getAttribute('href');
      const tel = await page.getByRole('link', { name: 'Call' }).getAttribute('href');
      const whatsapp = await page.getByRole('link', { name: 'WhatsApp', exact: true }).getAttribute('href');
      expect(tel).toBe(`tel:+${LISTER_PHONE_DIGITS}`);
      expect(sms).toMatch(new RegExp(`^sms:\\+${LISTER_PHONE_DIGITS}\\?body=Hi`));
      expect(decodeURIComponent(sms ?? '')).toContain('"Quiet room in a family house"');
      expect(whatsapp).toMatch(new RegExp(`^https://wa\\.me/${LISTER_PHONE_DIGITS}\\?text=`));

      // The typed message travels in the links.
      await page.getByLabel('Your message').fill('Can I visit on Sunday?');
      expect(await page.getByRole('link', { name: 'Send SMS' }).getAttribute('href')).toBe(
        `sms:+${LISTER_PHONE_DIGITS}?body=${encodeURIComponent('Can I visit on Sunday?')}`,
      );

      // On a phone the contact block is below the pictures; the header's first action leads there.
      await page.setViewportSize({ width: 360, height: 740 });
      await page.evaluate(() => window.scrollTo(0, 0));
      const sendSms = page.getByRole('link', { name: 'Send SMS' });
      await expect.poll(() => sendSms.evaluate((link) => link.getBoundingClientRect().top)).toBeGreaterThan(740);
      await page.getByRole('link', { name: 'Contact the lister' }).click();
      await expect.poll(() => sendSms.evaluate((link) => {
        const box = link.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      })).toBe(true);
      // Sharing is not dressed as the lister's WhatsApp: only the contact block's link is green.
      expect(await page.locator('.listing__head .btn--whatsapp').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sees the failure text when a load fails', async () => {
    const { page, context } = await openPage(browser);
    try {
      // The connection drops for these calls only; the rest of the app keeps working.
      await page.route('**/api/listings?**', (route) => route.abort('internetdisconnected'));
      await page.route('**/api/blogs/**', (route) => route.abort('internetdisconnected'));
      // A visitor's first results come with the page; another tab's are asked for.
      await page.goto(`${app.url}/searchResult?location=all&listed=roommate`);
      await page.locator('.listing-tile').first().waitFor();
      await page.getByRole('link', { name: 'Accessories', exact: true }).click();
      await page.getByText('Check your internet connection and try again!').waitFor();
      await page.goto(`${app.url}/blog/${app.seeded.blogIds[0] ?? ''}`);
      await page.getByText('something went wrong').waitFor();
    } finally {
      await context.close();
    }
  });

  it('sees the 404 page on an unknown path', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${app.url}/no/such/page`);
      await page.getByRole('heading', { name: '404 not found' }).waitFor();
      expect(await page.getByText('Wrong url Page Not Found').isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lands on the site from a link cut short or carrying a NUL, switches tabs, and reads the spec\'s words when a load fails', async () => {
    const { page, context, errors } = await openPage(browser, 360);
    try {
      const room = app.seeded.rooms[0];
      // A link whose last character was a percent sign in the message it came in.
      const cut = await page.goto(`${app.url}/rooms/${room?.id ?? ''}%`);
      expect(cut?.status()).toBe(404);
      await page.getByText('This listing is not available any more.').waitFor();
      await page.goto(`${app.url}/%E0%A4%A`);
      await page.getByRole('heading', { name: '404 not found' }).waitFor();

      // A NUL in the place: the search it was part of, without it.
      await page.goto(`${app.url}/searchResult?location=Lahore%00&listed=room`);
      await page.locator('.search-page__place', { hasText: /^Lahore$/ }).waitFor();
      await page.locator('.listing-tile').first().waitFor();
      // Tabs switched back and forth leave one of each control, not one more per switch.
      for (const tab of ['RoomMate', 'Room', 'RoomMate']) {
        await page.getByRole('link', { name: tab, exact: true }).click();
        await page.locator('.search-tabs__tab.is-active', { hasText: new RegExp(`^${tab}$`) }).waitFor();
        await page.getByRole('status').filter({ hasText: /in Lahore/ }).waitFor();
      }
      expect(await page.getByRole('button', { name: 'Save this search' }).count()).toBe(1);

      // A failed load says what the spec says of every failed load, whatever failed.
      await page.route('**/api/listings?**', (route) => route.fulfill({
        status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong, Try Again!' } }),
      }));
      await page.getByRole('link', { name: 'Accessories', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Check your internet connection and try again!' }).waitFor();
      await saveScreenshot(page, 'load-error-server-360');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is asked to sign in on a gated page', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${app.url}/userReviews`);
      const dialog = page.getByRole('dialog', { name: 'Single Click to Login!' });
      await dialog.waitFor();
      expect(await dialog.getByText('Login with Google').isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('signs in through the dev sign-in form, sees My Listings, adds a review and a blog comment', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await signInWithDevForm(page, app.url, 'Sara Malik', 'sara@example.pk');
      expect(new URL(page.url()).searchParams.has('token')).toBe(false);

      // Reviews: an empty review is not sent; a real one is, and the page goes back one step.
      await page.getByRole('link', { name: 'Share your experience' }).click();
      await page.waitForURL(/\/userReviews$/);
      await page.getByRole('heading', { name: 'TESTIMONIALS' }).waitFor();
      await page.getByText('Kamra made finding a roommate so easy.').waitFor();
      // Someone else's review offers no Delete.
      expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Submit' }).click();
      expect(new URL(page.url()).pathname).toBe('/userReviews');
      await page.getByRole('textbox').fill('Listed my spare room in five minutes.');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByText('Listed my spare room in five minutes.').waitFor();

      await page.goto(`${app.url}/userReviews`);
      await page.getByText('Listed my spare room in five minutes.').waitFor();
      expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(1);
      await saveScreenshot(page, 'user-reviews-1280');

      // Blog comments are open to signed-in readers.
      await page.goto(`${app.url}/blog/${app.seeded.blogIds[0] ?? ''}`);
      await page.getByText('20 Min Reading').waitFor();
      await page.getByLabel('Leave a comment').fill('Very helpful, thanks!');
      await page.getByRole('button', { name: 'Post comment' }).click();
      await page.getByRole('listitem').filter({ hasText: 'Very helpful, thanks!' }).waitFor();
      await page.reload();
      await page.getByText('Very helpful, thanks!').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reads a long comment thread a page at a time', async () => {
    const blogId = app.seeded.blogIds[1] ?? '';
    await seedBlogComments(app.kamra.store, blogId, BLOG_COMMENTS_PAGE_SIZE + 5);
    // The seeded comments reach the read tables through the projector.
    await expect.poll(async () => {
      const blog = (await (await fetch(`${app.url}/api/blogs/${blogId}`)).json()) as { commentCount?: number };
      return blog.commentCount;
    }, { timeout: 10_000 }).toBe(BLOG_COMMENTS_PAGE_SIZE + 5);
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${app.url}/blog/${blogId}`);
      await page.getByRole('heading', { name: `Comments (${BLOG_COMMENTS_PAGE_SIZE + 5})` }).waitFor();
      const thread = page.locator('.blog-comments__item');
      expect(await thread.count()).toBe(BLOG_COMMENTS_PAGE_SIZE);
      const more = page.getByRole('button', { name: 'Show more comments (5 more)' });
      // In the middle of the window, clear of the sticky header, for a screenshot at each width.
      const centre = () => more.evaluate((button) => button.scrollIntoView({ block: 'center' }));
      await centre();
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'blog-more-comments-1280.png') });
      await page.setViewportSize({ width: 360, height: 800 });
      await centre();
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'blog-more-comments-360.png') });
      await more.click();
      await page.getByText(`Seeded comment ${BLOG_COMMENTS_PAGE_SIZE + 5}`, { exact: true }).waitFor();
      expect(await thread.count()).toBe(BLOG_COMMENTS_PAGE_SIZE + 5);
      expect(await page.getByRole('button', { name: /Show more comments/ }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reads years of blogs a page at a time', async () => {
    await seedBlogs(app.kamra.store, BLOGS_PAGE_SIZE + 6);
    const all = BLOGS_PAGE_SIZE + 6 + app.seeded.blogIds.length;
    // The seeded blogs reach the read tables through the projector.
    await expect.poll(async () => {
      const first = await fetch(`${app.url}/api/blogs`);
      const cursor = first.headers.get('x-next-cursor');
      const rest = cursor === null ? [] : (await (await fetch(`${app.url}/api/blogs?cursor=${encodeURIComponent(cursor)}`)).json()) as unknown[];
      return ((await first.json()) as unknown[]).length + rest.length;
    }, { timeout: 10_000 }).toBe(all);
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${app.url}/blogs`);
      const cards = page.locator('.blog-grid').getByRole('article');
      await expect.poll(() => cards.count()).toBe(BLOGS_PAGE_SIZE);
      expect(await cards.first().innerText()).toContain(`Seeded blog ${BLOGS_PAGE_SIZE + 6}`);
      const more = page.getByRole('main').getByRole('button', { name: 'More blogs' });
      const centre = () => more.evaluate((button) => button.scrollIntoView({ block: 'center' }));
      await centre();
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'blogs-more-1280.png') });
      await page.setViewportSize({ width: 360, height: 800 });
      await centre();
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'blogs-more-360.png') });
      await more.click();
      await expect.poll(() => cards.count()).toBe(all);
      expect(await page.getByRole('button', { name: 'More blogs' }).count()).toBe(0);
      // The oldest, seeded first, is among them once.
      expect(await cards.filter({ hasText: 'How to choose a roommate' }).count()).toBe(1);

      // Beside a blog, the list pages the same way.
      await page.goto(`${app.url}/blog/${app.seeded.blogIds[0] ?? ''}`);
      const sidebar = page.getByRole('complementary');
      await expect.poll(() => sidebar.getByRole('link').count()).toBe(BLOGS_PAGE_SIZE);
      const sidebarMore = sidebar.getByRole('button', { name: 'More blogs' });
      await sidebarMore.evaluate((button) => button.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'blog-sidebar-more-360.png') });
      await page.setViewportSize({ width: 1280, height: 800 });
      await sidebarMore.evaluate((button) => button.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'blog-sidebar-more-1280.png') });
      await sidebarMore.click();
      await expect.poll(() => sidebar.getByRole('link').count()).toBe(all);
      expect(await sidebar.getByRole('link', { name: 'How to choose a roommate' }).getAttribute('aria-current')).toBe('page');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('uses the advanced search once signed in', async () => {
    const { page, context, errors } = await openPage(browser, 360);
    try {
      await signInWithDevForm(page, app.url, 'Omar Farooq', 'omar@example.pk');
      await page.goto(`${app.url}/advanceSearch`);
      await page.getByLabel('Search Rooms').check();
      await page.getByLabel('Address').fill('Islamabad');
      await page.getByLabel('Furnished').check();
      await saveScreenshot(page, 'advance-search-360');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/\/advanceRoomSearch\?location=Islamabad&furnished=true/);
      const results = page.getByRole('list', { name: 'Room listings', exact: true });
      await expect.poll(() => results.getByRole('article').count()).toBe(1);
      await results.getByRole('link').first().click();
      await page.waitForURL(/\/advanceRoomSearch\/rooms\//);
      await page.getByRole('heading', { level: 1, name: 'Room with attached bath in F-10' }).waitFor();
      expect(await page.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe(`tel:+${LISTER_PHONE_DIGITS}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
