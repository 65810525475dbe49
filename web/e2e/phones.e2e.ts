// A lister verifies their number from a phone (360 px) during the wizard; once approved the
// listing shows the badge and a seeker can filter by it; an admin sees which pending listings
// carry a number nobody verified. The SMS goes to the dev outbox, which the test reads as the
// lister would read their messages.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_EMAIL } from '@kamra/runtime/testing';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS_DIR, horizontalOverflow, launchBrowser, openPage, saveScreenshot } from './harness/browser';
import { startKamraApp, type KamraApp } from './harness/kamra-app';
import { smallPhoto, type PickedFile } from './harness/photos';
import { signInWithDevForm } from './harness/sign-in';
import { storedToken, submitRoom } from './harness/submit-listing';

let app: KamraApp;
let browser: Browser;
let photos: PickedFile[];
let listingId = '';

beforeAll(async () => {
  app = await startKamraApp();
  browser = await launchBrowser();
  photos = [await smallPhoto('Desk'), await smallPhoto('Lamp', '#8a4b2a'), await smallPhoto('Chair', '#34495e')];
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** What the person sees with `target` in the middle of the window (the fixed tab bar would hide it in a full page). */
async function snapView(page: Page, target: string, name: string, width: number): Promise<void> {
  expect(await horizontalOverflow(page), `${name} at ${width}px is wider than the window`).toBe(0);
  await page.getByText(target).first().evaluate((element) => element.scrollIntoView({ block: 'center' }));
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-${width}.png`) });
}

async function snap(page: Page, name: string, width: number): Promise<void> {
  expect(await horizontalOverflow(page), `${name} at ${width}px is wider than the window`).toBe(0);
  await saveScreenshot(page, `${name}-${width}`);
}

/** The code in the newest SMS to `phone`, from the dev outbox. */
async function codeSentTo(phone: string): Promise<string> {
  const outbox = (await (await fetch(`${app.url}/api/dev/outbox`)).json()) as { messages: { channel: string; to: string; text: string }[] };
  const text = outbox.messages.find((message) => message.channel === 'sms' && message.to === phone)?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

describe('a verified phone number', () => {
  it('is verified in place on the wizard at 360 px, and the listing is sent', async () => {
    const { page, context, errors } = await openPage(browser, 360);
    try {
      await signInWithDevForm(page, app.url, 'Zara Lister', 'zara.phones@example.pk');
      await page.goto(`${app.url}/listAccessories`);
      await page.getByRole('heading', { level: 1, name: 'Give your item a tagline' }).waitFor();
      await page.getByLabel('Tagline', { exact: true }).fill('Study desk with a drawer');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { level: 1, name: 'Add pictures of the item' }).waitFor();
      await page.locator('input[type="file"][multiple]').setInputFiles(photos);
      await page.getByText('3 of 5 pictures').waitFor();
      await page.getByRole('button', { name: 'Next' }).click();

      await page.getByRole('heading', { level: 1, name: 'About you' }).waitFor();
      await page.getByRole('radio', { name: 'Avatar 3' }).check();
      await page.getByLabel('Your name', { exact: true }).fill('Zara Lister');
      // The international form was refused before; it is the same number as 0300-7771234.
      await page.getByLabel('Phone number', { exact: true }).fill('+92 300 7771234');
      await page.getByText('Listings whose number you verified show a “Phone verified” badge. You can submit without verifying.').waitFor();
      await page.getByRole('button', { name: 'Verify this number' }).click();
      await page.getByText('We sent a 6-digit code to').waitFor();
      // The number is read whole: on one line, left to right.
      const number = page.locator('.phone-verify__sent strong');
      expect(await number.evaluate((element) => [element.getClientRects().length, getComputedStyle(element).direction])).toEqual([1, 'ltr']);
      const resend = page.getByRole('button', { name: 'New code possible in a minute' });
      expect(await resend.isDisabled()).toBe(true);
      const code = await codeSentTo('+923007771234');
      // A wrong code first: the server's word is shown and the person may try again.
      await page.getByLabel('Code from the text message').fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('That code is not right. Please check the text message and try again.').waitFor();
      await snapView(page, 'Code from the text message', 'phones-wizard-code-wrong', 360);
      await page.getByLabel('Code from the text message').fill(code);
      await page.getByLabel('Code from the text message').press('Enter');
      await page.getByText('Your listing will show the badge.').waitFor();
      // Enter confirmed the code; it did not move the wizard on.
      await page.getByRole('heading', { level: 1, name: 'About you' }).waitFor();
      await snapView(page, 'Your listing will show the badge.', 'phones-wizard-verified', 360);
      // Typed another way, it is the same verified number: no second code.
      await page.getByLabel('Phone number', { exact: true }).fill('0300-7771234');
      await page.getByText('Your listing will show the badge.').waitFor();
      expect(await page.getByRole('button', { name: 'Verify this number' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Next' }).click();

      await page.getByRole('heading', { level: 1, name: 'The product' }).waitFor();
      await page.getByLabel('Product name', { exact: true }).fill('Study desk');
      await page.getByLabel('Price (PKR)', { exact: true }).fill('6500');
      await page.getByLabel('Condition (1 to 10)', { exact: true }).selectOption('8');
      await page.getByLabel('Years used', { exact: true }).fill('2');
      await page.getByLabel('Address', { exact: true }).fill('Model Town, Lahore');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/listAccessories'));

      const token = await storedToken(page);
      const mine = (await (await fetch(`${app.url}/api/me/listings?kind=accessory`, { headers: { 'auth-token': token } })).json()) as { items: { id: string; tagline: string }[] };
      listingId = mine.items.find((item) => item.tagline === 'Study desk with a drawer')?.id ?? '';
      expect(listingId).not.toBe('');
      // The same lister lists a room with a number nobody verified: the admins' queue must say so.
      await submitRoom(app.url, token, { tagline: 'Room with an unverified number', address: 'Johar Town, Lahore' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the badge once approved, and a seeker can filter by it', async () => {
    const admin = await app.kamra.signIn({ name: 'Admin Sahib', email: TEST_ADMIN_EMAIL });
    const approved = await fetch(`${app.url}/api/listings/${listingId}/approve`, { method: 'POST', headers: { 'auth-token': admin.token } });
    expect(approved.status, await approved.clone().text()).toBe(200);
    const { position } = (await approved.json()) as { position: string };
    for (const width of [360, 1280]) {
      const { page, context, errors } = await openPage(browser, width);
      try {
        // The advanced search is for signed-in seekers (spec section 2).
        await signInWithDevForm(page, app.url, 'Sana Seeker', `sana.seeker.${width}@example.pk`);
        await page.setExtraHTTPHeaders({ 'x-after-position': position });
        await page.goto(`${app.url}/accessories/${listingId}`);
        await page.getByRole('heading', { name: 'Study desk with a drawer' }).first().waitFor();
        const contact = page.locator('.contact');
        await contact.getByText('Phone verified').waitFor();
        await snapView(page, 'Your message', 'phones-detail-badge', width);

        const results = (await (await fetch(`${app.url}/api/listings?kind=accessory&location=Lahore&verifiedPhone=true`)).json()) as { items: { id: string }[] };
        expect(results.items.map((item) => item.id)).toEqual([listingId]);
        await page.goto(`${app.url}/advanceAccessoriesSearch?location=Lahore&verifiedPhone=true`);
        const card = page.getByRole('article').filter({ hasText: 'Study desk with a drawer' });
        await card.getByText('Phone verified').waitFor();
        await page.getByText('Verified phone only').first().waitFor();
        await snapView(page, 'Study desk with a drawer', 'phones-search-verified-only', width);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it("shows the badge in the lister's My Listings", async () => {
    const { page, context, errors } = await openPage(browser, 360);
    try {
      await signInWithDevForm(page, app.url, 'Zara Lister', 'zara.phones@example.pk');
      await page.goto(`${app.url}/myListing?listed=accessories`);
      await page.getByRole('article').filter({ hasText: 'Study desk with a drawer' }).getByText('Phone verified').waitFor();
      await snapView(page, 'Study desk with a drawer', 'phones-my-listings', 360);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("tells an admin which pending listings carry a number nobody verified", async () => {
    for (const width of [1280, 360]) {
      const { page, context, errors } = await openPage(browser, width);
      try {
        await signInWithDevForm(page, app.url, 'Admin Sahib', TEST_ADMIN_EMAIL);
        await page.goto(`${app.url}/my_admin_dashboard/admin_newListings?listed=rooms`);
        const row = page.getByRole('link').filter({ hasText: 'Room with an unverified number' });
        await row.getByText('not verified by the lister').waitFor();
        await snapView(page, 'Room with an unverified number', 'phones-admin-queue', width);
        await row.click();
        await page.getByText(/: not verified by the lister$/).waitFor();
        await snapView(page, 'Moderation history', 'phones-admin-history', width);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('has a dev outbox page showing what was sent', async () => {
    for (const width of [360, 1280]) {
      const { page, context, errors } = await openPage(browser, width);
      try {
        await page.goto(`${app.url}/dev/outbox`);
        await page.getByRole('heading', { level: 1, name: 'Dev outbox' }).waitFor();
        await page.getByText('+923007771234').first().waitFor();
        await snap(page, 'phones-dev-outbox', width);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
