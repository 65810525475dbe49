/**
 * A listing's life after publishing, in the signed-in pages: admins find reported listings in their Reports section and
 * dismiss them; an owner marks an approved room as rented from My Listings and it leaves search.
 */
import { REPORT_REASON_LABELS } from '@kamra/contracts/options';
import { SEARCH_PAGE_SIZE } from '@kamra/contracts/queries';
import { messages } from '@kamra/contracts/messages';
import type { ListingCard, Page as ResultPage } from '@kamra/contracts/read-models';
import { TEST_ADMIN_EMAIL } from '@kamra/runtime/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { ARTIFACTS_DIR, horizontalOverflow, launchBrowser, openPage, saveScreenshot } from './harness/browser';
import { startKamraApp, type KamraApp } from './harness/kamra-app';
import { PictureMaker } from './harness/pictures';
import { listApproved, registerUser, reportListing, roomFields } from './harness/seed';
import { signInWithDevForm, whoAmI } from './harness/sign-in';
import { storedToken, submitRoom } from './harness/submit-listing';
import { roomScene } from '@kamra/write-service/testing';

let app: KamraApp;
let browser: Browser;
let pictures: PictureMaker;

beforeAll(async () => {
  app = await startKamraApp();
  browser = await launchBrowser();
  pictures = new PictureMaker(app.kamra.config.uploadDir);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function approvedRoom(ownerId: string, tagline: string): Promise<string> {
  const id = await listApproved(app.kamra.store, ownerId, { kind: 'room', fields: roomFields(tagline, 'Gulberg, Lahore', 15000) }, await pictures.pictures('Lahore', 3), 2);
  await app.kamra.projector.caughtUp();
  return id;
}

async function publicRoomIds(): Promise<string[]> {
  const response = await app.kamra.request('/api/listings?kind=room&location=all');
  const page = (await response.json()) as ResultPage<ListingCard>;
  return page.items.map((item) => item.id);
}

describe.each([1280, 360])('after approval, at %i px', (width) => {
  it('an admin sees a reported listing in Reports with its reason and count, and dismisses it', async () => {
    const owner = await openPage(browser, width);
    const reporter = await openPage(browser, width);
    const admin = await openPage(browser, width);
    try {
      await signInWithDevForm(owner.page, app.url, 'Owais Qureshi', `owais-${width}@example.pk`);
      const { userId } = await whoAmI(owner.page);
      const tagline = `Reported room ${width}`;
      const listingId = await approvedRoom(userId, tagline);

      await signInWithDevForm(reporter.page, app.url, 'Rida Shah', `rida-${width}@example.pk`);
      const { token } = await whoAmI(reporter.page);
      const reported = await app.kamra.request(`/api/listings/${listingId}/reports`, { method: 'POST', token, json: { reason: 'scam' } });
      expect(reported.status).toBe(201);

      await signInWithDevForm(admin.page, app.url, 'Admin Sahib', TEST_ADMIN_EMAIL);
      await admin.page.goto(`${app.url}/my_admin_dashboard/admin_reports`);
      await admin.page.getByRole('heading', { name: 'Reported listings' }).waitFor();
      await expect.poll(() => admin.page.title()).toBe('Kamra | Reported Listings');
      const entry = admin.page.getByRole('listitem').filter({ hasText: tagline });
      await entry.waitFor();
      expect(await entry.textContent()).toContain(`${REPORT_REASON_LABELS.scam} (1)`);
      if (width === 1280) expect(await admin.page.getByLabel('1 reported').count()).toBe(1);
      expect(await horizontalOverflow(admin.page)).toBe(0);
      await saveScreenshot(admin.page, `admin-reports-${width}`);

      // The tagline leads to the admin's view of the listing with its whole moderation history.
      await entry.getByRole('link', { name: tagline }).click();
      await admin.page.getByRole('heading', { name: 'Moderation history' }).waitFor();
      expect(admin.page.url()).toContain(`/my_admin_dashboard/admin_allUsers/listings/${userId}/room/${listingId}`);
      await admin.page.getByText('Approved').first().waitFor();
      await admin.page.goBack();

      await entry.getByRole('button', { name: 'Dismiss' }).click();
      await expect.poll(() => admin.page.getByRole('listitem').filter({ hasText: tagline }).count(), { timeout: 10_000 }).toBe(0);
    } finally {
      await owner.context.close();
      await reporter.context.close();
      await admin.context.close();
    }
    expect([...owner.errors, ...reporter.errors, ...admin.errors]).toEqual([]);
  });

  it('an owner marks a room as rented from My Listings; it leaves search at once', async () => {
    const { page, context, errors } = await openPage(browser, width);
    try {
      await signInWithDevForm(page, app.url, 'Hina Baig', `hina-${width}@example.pk`);
      const { userId } = await whoAmI(page);
      const tagline = `Room to let ${width}`;
      const listingId = await approvedRoom(userId, tagline);
      expect(await publicRoomIds()).toContain(listingId);

      await page.goto(`${app.url}/myListing?listed=rooms`);
      const card = page.getByRole('article').filter({ hasText: tagline });
      await card.getByRole('button', { name: 'Mark as rented' }).waitFor();
      await saveScreenshot(page, `my-listings-open-${width}`);
      await card.getByRole('button', { name: 'Mark as rented' }).click();
      await card.locator('.status-pill', { hasText: messages.closedRented }).waitFor();
      expect(await card.getByRole('button', { name: 'Mark as rented' }).count()).toBe(0);
      expect(await horizontalOverflow(page)).toBe(0);
      await saveScreenshot(page, `my-listings-closed-${width}`);
      expect(await publicRoomIds()).not.toContain(listingId);
    } finally {
      await context.close();
    }
    expect(errors).toEqual([]);
  });
});

describe('a lister with more listings than a page', () => {
  it('marks one on the second page as rented and keeps both pages and their place', async () => {
    const { page, context, errors } = await openPage(browser, 360);
    try {
      await signInWithDevForm(page, app.url, 'Rehan Aziz', 'rehan@example.pk');
      const { userId } = await whoAmI(page);
      const shared = await pictures.pictures('Rawalpindi', 2);
      const count = SEARCH_PAGE_SIZE.max + 3;
      // The first listed is the oldest, so the last card, on the second page.
      for (let n = 1; n <= count; n++) {
        await listApproved(app.kamra.store, userId, { kind: 'room', fields: roomFields(`Lister's room ${n}`, 'Saddar, Rawalpindi', 12000 + n) }, shared, 2);
      }
      await app.kamra.projector.caughtUp();

      await page.goto(`${app.url}/myListing?listed=rooms`);
      const cards = page.getByRole('list', { name: /Room/ }).getByRole('article');
      await expect.poll(() => cards.count()).toBe(SEARCH_PAGE_SIZE.max);
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(() => cards.count()).toBe(count);
      const oldest = cards.filter({ has: page.getByRole('heading', { name: "Lister's room 1", exact: true }) });
      await oldest.getByRole('button', { name: 'Mark as rented' }).scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      await oldest.getByRole('button', { name: 'Mark as rented' }).click();
      await oldest.locator('.status-pill', { hasText: messages.closedRented }).waitFor();
      expect(await cards.count()).toBe(count);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled / 2);
      expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'my-listings-second-page-closed-360.png') });
    } finally {
      await context.close();
    }
    expect(errors).toEqual([]);
  });
});

describe('a room whose pictures another owner posted before', () => {
  it('waits in the admin queue flagged as a possible duplicate, naming that owner, and the history says so', async () => {
    const first = await openPage(browser, 1280);
    const second = await openPage(browser, 1280);
    const admin = await openPage(browser, 1280);
    try {
      const scenes = [await roomScene(11), await roomScene(12), await roomScene(13)];
      await signInWithDevForm(first.page, app.url, 'Kamran Akhtar', 'kamran@example.pk');
      await submitRoom(app.url, await storedToken(first.page), { tagline: 'Original room in G-11', address: 'G-11, Islamabad' }, scenes);
      await signInWithDevForm(second.page, app.url, 'Copy Cat', 'copycat@example.pk');
      const copied = await submitRoom(app.url, await storedToken(second.page), { tagline: 'Copied room in G-11', address: 'G-11, Islamabad' }, scenes);
      await app.kamra.projector.caughtUp();

      await signInWithDevForm(admin.page, app.url, 'Admin Sahib', TEST_ADMIN_EMAIL);
      await admin.page.goto(`${app.url}/my_admin_dashboard/admin_newListings`);
      const row = admin.page.getByRole('link').filter({ hasText: 'Copied room in G-11' });
      await row.getByText('Possible duplicate: a picture matches a listing of Kamran Akhtar').waitFor();
      await saveScreenshot(admin.page, 'admin-queue-duplicate-1280');
      await row.click();
      await admin.page.waitForURL(new RegExp(`/admin_newListings/room/${copied}$`));
      await admin.page.getByText("Flagged: a picture matches another owner's listing").waitFor();
      await saveScreenshot(admin.page, 'admin-duplicate-history-1280');
    } finally {
      await first.context.close();
      await second.context.close();
      await admin.context.close();
    }
    expect([...first.errors, ...second.errors, ...admin.errors]).toEqual([]);
  });
});

describe('the Reports section', () => {
  it('an admin reaches every reported listing past the first page, and the sidebar counts them all', async () => {
    const admin = await openPage(browser, 1280);
    const phone = await openPage(browser, 360);
    try {
      // More reported listings than a page holds (100), each reported once, the last the newest.
      const ownerId = await registerUser(app.kamra.store, 'Many Rooms', 'many-rooms@example.pk');
      const reporterId = await registerUser(app.kamra.store, 'Careful Seeker', 'careful@example.pk');
      const picturesOfLahore = await pictures.pictures('Lahore', 3);
      const taglines: string[] = [];
      for (let i = 0; i < 104; i++) {
        const tagline = `Paged report ${String(i).padStart(3, '0')}`;
        const id = await listApproved(app.kamra.store, ownerId, { kind: 'room', fields: roomFields(tagline, 'Gulberg, Lahore', 15000) }, picturesOfLahore, 2);
        await reportListing(app.kamra.store, id, reporterId);
        taglines.push(tagline);
      }
      await app.kamra.projector.caughtUp();
      await signInWithDevForm(admin.page, app.url, 'Admin Sahib', TEST_ADMIN_EMAIL);
      const { token } = await whoAmI(admin.page);
      const total = Number((await app.kamra.request('/api/admin/reports', { token })).headers.get('x-total-count'));
      expect(total).toBeGreaterThanOrEqual(104);

      await admin.page.goto(`${app.url}/my_admin_dashboard/admin_reports`);
      await admin.page.getByRole('heading', { name: 'Reported listings' }).waitFor();
      await admin.page.getByLabel(`${total} reported`).waitFor();
      const entries = admin.page.locator('.reported-listing');
      await expect.poll(() => entries.count()).toBe(100);
      // Each once: the oldest of these, on no first page, comes with Load more.
      await admin.page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
      await admin.page.screenshot({ path: path.join(ARTIFACTS_DIR, 'admin-reports-more-1280.png') });
      await admin.page.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(() => entries.count()).toBe(total);
      expect(await admin.page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
      const shown = await admin.page.locator('.reported-listing h3 a').allTextContents();
      expect(new Set(shown).size).toBe(total);
      for (const tagline of taglines) expect(shown).toContain(tagline);

      // Dismissing one far down the second page leaves the rest where they are, both pages loaded.
      const last = entries.last();
      const lastTagline = await last.locator('h3 a').textContent();
      await last.getByRole('button', { name: 'Dismiss' }).click();
      await expect.poll(() => entries.count()).toBe(total - 1);
      expect(await admin.page.locator('.reported-listing h3 a').allTextContents()).not.toContain(lastTagline);
      await admin.page.reload();
      await expect.poll(() => entries.count()).toBe(100);
      await admin.page.getByLabel(`${total - 1} reported`).waitFor();

      // On a phone the button sits under the list, within the screen.
      await signInWithDevForm(phone.page, app.url, 'Admin Sahib', TEST_ADMIN_EMAIL);
      await phone.page.goto(`${app.url}/my_admin_dashboard/admin_reports`);
      const more = phone.page.getByRole('button', { name: 'Load more' });
      await more.scrollIntoViewIfNeeded();
      expect(await horizontalOverflow(phone.page)).toBe(0);
      // What the admin sees at the end of the first page, not the whole long list.
      await phone.page.screenshot({ path: path.join(ARTIFACTS_DIR, 'admin-reports-more-360.png') });
    } finally {
      await admin.context.close();
      await phone.context.close();
    }
    expect([...admin.errors, ...phone.errors]).toEqual([]);
  });
});
