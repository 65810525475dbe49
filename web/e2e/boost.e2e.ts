import { listingStream } from '@kamra/contracts/events';
import { messages } from '@kamra/contracts/messages';
import type { ListingCard, MyListing, Page as ResultPage } from '@kamra/contracts/read-models';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horizontalOverflow, launchBrowser, openPage, saveScreenshot } from './harness/browser';
import { startKamraApp, type KamraApp } from './harness/kamra-app';
import { PictureMaker } from './harness/pictures';
import { listApproved, roomFields } from './harness/seed';
import { signInWithDevForm, whoAmI } from './harness/sign-in';

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

/** An approved room of `ownerId`, as the wizard and an admin would have left it. */
async function approvedRoom(ownerId: string, tagline: string): Promise<string> {
  const id = await listApproved(app.kamra.store, ownerId, { kind: 'room', fields: roomFields(tagline, 'Johar Town, Lahore', 12000) }, await pictures.pictures('Lahore', 3), 12);
  await app.kamra.projector.caughtUp();
  return id;
}

async function boostsOf(listingId: string): Promise<number> {
  const { events } = await app.kamra.store.readStream(listingStream(listingId));
  return events.filter((event) => event.type === 'ListingBoosted').length;
}

async function api<T>(path: string, token: string): Promise<T> {
  const response = await app.kamra.request(path, { token });
  return (await response.json()) as T;
}

/** Whether all of the element is on screen, below the sticky navbar. */
const inFirstScreen = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
    return box.top >= navbar && box.bottom <= window.innerHeight;
  });

describe('an owner boosts an approved listing', () => {
  for (const width of [1280, 360]) {
    it(`through the test checkout, lands on BoostSuccess and sees the boost, at ${width} px`, async () => {
      const { page, context, errors } = await openPage(browser, width);
      try {
        await signInWithDevForm(page, app.url, 'Sana Malik', `sana-${width}@example.pk`);
        const { userId, token } = await whoAmI(page);
        const tagline = `Bright room for a student ${width}`;
        const listingId = await approvedRoom(userId, tagline);

        await page.goto(`${app.url}/myListing/room/${listingId}`);
        const panel = page.getByRole('region', { name: 'Boost this listing' });
        await panel.waitFor();
        for (const text of ['Basic Package', '3 days', 'PKR 3,000', 'Standard Package', '7 days', 'PKR 4,500', 'Special Package', '15 days', 'PKR 10,000']) {
          expect(await panel.textContent()).toContain(text);
        }
        expect(await horizontalOverflow(page)).toBe(0);
        // The owner sees at once that the listing is live, by the title; the offer follows the listing's own content.
        const live = page.getByText('Live: anyone can find it in search and open it.');
        expect(await page.locator('.listing__head').getByText('Approved', { exact: true }).isVisible()).toBe(true);
        expect(await inFirstScreen(live)).toBe(true);
        expect(await inFirstScreen(page.getByRole('heading', { level: 1, name: tagline }))).toBe(true);
        const details = await page.getByRole('heading', { name: 'Details' }).boundingBox();
        const offer = await panel.boundingBox();
        expect(offer!.y).toBeGreaterThan(details!.y);
        await page.getByRole('link', { name: 'Boost options' }).click();
        expect(await inFirstScreen(panel.getByRole('heading', { name: 'Boost this listing' }))).toBe(true);
        await saveScreenshot(page, `boost-panel-${width}`);

        await panel.getByRole('button', { name: 'Boost for 7 days, PKR 4,500' }).click();
        await page.waitForURL(/\/api\/payments\/test-checkout\/cs_test_/);
        await page.getByText('TEST MODE').waitFor();
        expect(await page.textContent('body')).toContain('Standard Package');
        expect(await horizontalOverflow(page)).toBe(0);
        await saveScreenshot(page, `boost-test-checkout-${width}`);

        await page.getByRole('button', { name: 'Pay PKR 4,500' }).click();
        await page.waitForURL(/\/BoostSuccess\?session_id=cs_test_/);
        await page.getByRole('heading', { level: 1, name: messages.paymentConfirmed }).waitFor();
        const result = await page.textContent('main');
        expect(result).toContain(messages.boostThanks);
        expect(result).toContain('Standard Package');
        expect(result).toContain('7 days');
        expect(result).toContain('Boosted until');
        expect(await horizontalOverflow(page)).toBe(0);
        await saveScreenshot(page, `boost-success-${width}`);

        // The read side already shows it (the page waited for the boost's position).
        const mine = await api<ResultPage<MyListing>>('/api/me/listings?kind=room', token);
        expect(mine.items.find((item) => item.id === listingId)).toMatchObject({ boosted: true, needsBoost: false });
        const search = await api<ResultPage<ListingCard>>('/api/listings?kind=room&location=all', token);
        const boostedFirst = search.items.filter((item) => item.boosted).map((item) => item.id);
        expect(boostedFirst).toContain(listingId);
        expect(search.items.slice(0, boostedFirst.length).every((item) => item.boosted)).toBe(true);

        // Reloading the success page verifies again and boosts nothing more.
        await page.reload();
        await page.getByRole('heading', { level: 1, name: messages.paymentConfirmed }).waitFor();
        expect(await boostsOf(listingId)).toBe(1);

        const historyLength = await page.evaluate(() => history.length);
        await page.getByRole('button', { name: 'See Your Listings' }).click();
        await page.waitForURL(/\/myListing\?listed=rooms$/);
        expect(await page.evaluate(() => history.length)).toBe(historyLength);

        // The owner view now shows the boost's end instead of the packages.
        await page.goto(`${app.url}/myListing/room/${listingId}`);
        await page.getByText('Boosted until').waitFor();
        expect(await page.getByRole('region', { name: 'Boost this listing' }).count()).toBe(0);
        await saveScreenshot(page, `boost-owner-boosted-${width}`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('cancelling the checkout comes back to the packages, says nothing was charged, and boosts nothing', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await signInWithDevForm(page, app.url, 'Sana Malik', 'sana-cancel@example.pk');
      const { userId } = await whoAmI(page);
      const listingId = await approvedRoom(userId, 'Room I may boost later');
      await page.goto(`${app.url}/myListing/room/${listingId}`);
      await page.getByRole('button', { name: 'Boost for 3 days, PKR 3,000' }).click();
      await page.getByText('TEST MODE').waitFor();
      await page.getByRole('button', { name: 'Cancel' }).click();
      const cancelled = page.getByRole('status').filter({ hasText: 'Payment cancelled. Nothing was charged' });
      await cancelled.waitFor();
      // The offer is below the listing: the page brings the owner back to it, not to the top.
      expect(await inFirstScreen(cancelled)).toBe(true);
      // Said once: the mark leaves the address, so a reload does not say it again.
      await page.waitForURL(new RegExp(`/myListing/room/${listingId}$`));
      await page.getByRole('button', { name: 'Boost for 3 days, PKR 3,000' }).waitFor();
      expect(await page.getByRole('button', { name: 'Boost for 3 days, PKR 3,000' }).isEnabled()).toBe(true);
      expect(await boostsOf(listingId)).toBe(0);
      await page.reload();
      await page.getByRole('button', { name: 'Boost for 3 days, PKR 3,000' }).waitFor();
      expect(await page.getByText('Payment cancelled').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a BoostSuccess page that cannot confirm a boost', () => {
  for (const width of [1280, 360]) {
    it(`says why and leads back to My Listings, at ${width} px`, async () => {
      const { page, context, errors } = await openPage(browser, width);
      try {
        // Signed out (paid from another browser): nothing is known yet, so nothing failed.
        await page.goto(`${app.url}/BoostSuccess?session_id=cs_test_nobody_made_this`);
        await page.getByRole('heading', { level: 1, name: 'Sign in to see your boost' }).waitFor();
        expect(await page.getByText('Your listing was not boosted').count()).toBe(0);
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Single Click to Login!' });
        await dialog.waitFor();
        await saveScreenshot(page, `boost-signed-out-${width}`);

        // Signed in, the person is back on this page, which checks the payment again.
        await dialog.getByRole('link').first().click();
        await page.locator('input[name="name"]').fill('Sana Malik');
        await page.locator('input[name="email"]').fill('sana-failure@example.pk');
        await page.locator('form [type="submit"]').click();
        await page.waitForURL(/\/BoostSuccess\?session_id=cs_test_nobody_made_this$/);
        await page.getByRole('heading', { level: 1, name: 'Your listing was not boosted' }).waitFor();
        expect(await page.getByRole('alert').textContent()).toBe(messages.checkoutNotFound);
        await saveScreenshot(page, `boost-failed-${width}`);

        await page.goto(`${app.url}/BoostSuccess`);
        expect(await page.getByRole('alert').textContent()).toBe(messages.paymentSessionIdMissing);
        await page.getByRole('button', { name: 'See Your Listings' }).click();
        await page.waitForURL(/\/myListing\?listed=rooms$/);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
