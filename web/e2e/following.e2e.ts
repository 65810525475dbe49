import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { DevOutboxAnswer } from '@kamra/contracts/read-models';
import { TEST_ADMIN_EMAIL } from '@kamra/runtime/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, horizontalOverflow, launchBrowser, openPage, saveScreenshot, type WatchedPage } from './harness/browser';
import { startKamraApp, type KamraApp } from './harness/kamra-app';
import { signInWithDevForm } from './harness/sign-in';
import { storedToken, submitRoom } from './harness/submit-listing';

let app: KamraApp;
let browser: Browser;
let seeker: WatchedPage;
let listerToken: string;
let adminToken: string;
let matching = '';
const TAGLINE = 'Sunny room with a balcony in G-11';

async function fits(page: Page, name: string): Promise<void> {
  expect(await horizontalOverflow(page), `${name} is wider than the window`).toBe(0);
  await saveScreenshot(page, name);
}

/** What the window shows, for a dialog over the page. */
async function viewportShot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`) });
}

beforeAll(async () => {
  app = await startKamraApp();
  browser = await launchBrowser();
  const lister = await openPage(browser);
  await signInWithDevForm(lister.page, app.url, 'Zara Ahmed', 'zara@example.pk');
  listerToken = await storedToken(lister.page);
  await lister.context.close();
  const admin = await openPage(browser);
  await signInWithDevForm(admin.page, app.url, 'Admin Sahib', TEST_ADMIN_EMAIL);
  adminToken = await storedToken(admin.page);
  await admin.context.close();
  seeker = await openPage(browser, 360);
  await seeker.page.setViewportSize({ width: 360, height: 780 });
});

afterAll(async () => {
  await seeker?.context.close();
  await browser?.close();
  await app?.close();
});

describe('a seeker follows rooms in G-11', () => {
  it('a visitor tapping a heart is asked to sign in', async () => {
    const visitor = await openPage(browser, 360);
    await visitor.page.goto(`${app.url}/searchResult?location=all&listed=room`);
    await visitor.page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await visitor.page.getByRole('link', { name: 'Login with Google' }).waitFor();
    await viewportShot(visitor.page, 'following-visitor-heart-360');
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  it('the home strip asks a visitor to sign in, and keeps a daily alert for a signed-in seeker\'s city', async () => {
    const visitor = await openPage(browser, 360);
    await visitor.page.goto(`${app.url}/`);
    await visitor.page.getByLabel('Your city').fill('Lahore');
    // A tap, not Enter: the tab bar that steps aside while typing must not come back under the finger.
    await visitor.page.getByRole('button', { name: 'Alert me' }).click();
    await visitor.page.getByRole('link', { name: 'Login with Google' }).waitFor();
    await visitor.context.close();

    const { page } = seeker;
    await signInWithDevForm(page, app.url, 'Sana Seeker', 'sana@example.pk');
    await page.goto(`${app.url}/`);
    await page.getByLabel('Your city').fill('Lahore');
    await page.getByRole('button', { name: 'Alert me' }).click();
    const done = page.getByRole('status').filter({ hasText: 'new rooms in Lahore once a day' });
    await done.waitFor();
    await done.scrollIntoViewIfNeeded();
    await viewportShot(page, 'following-home-strip-360');
    await page.goto(`${app.url}/savedSearches`);
    await page.getByRole('heading', { name: 'Rooms in Lahore' }).waitFor();
    expect(await page.getByRole('combobox').first().inputValue()).toBe('daily');
    // Deleted again, so the rest of the story follows one search.
    await page.getByRole('button', { name: 'Delete' }).first().click();
    await page.getByRole('heading', { name: 'Rooms in Lahore' }).waitFor({ state: 'detached' });
  });

  it('saves a search on a phone', async () => {
    const { page } = seeker;
    await page.goto(`${app.url}/searchResult?location=${encodeURIComponent('G-11, Islamabad')}&listed=room&rent=30000`);
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByRole('status').filter({ hasText: 'Search saved' }).waitFor();
    await fits(page, 'following-save-search-360');
    await page.goto(`${app.url}/savedSearches`);
    await page.getByRole('heading', { name: 'Rooms in G-11, Islamabad' }).waitFor();
    await page.getByText('up to PKR 30,000').waitFor();
    await fits(page, 'following-saved-searches-360');
  });

  it('sees a matching room under the bell within seconds of its approval', async () => {
    const { page } = seeker;
    matching = await submitRoom(app.url, listerToken, { tagline: TAGLINE, address: 'House 7, Street 12, G-11/2, Islamabad', rent: '24000' });
    const approved = await fetch(`${app.url}/api/listings/${matching}/approve`, { method: 'POST', headers: { 'auth-token': adminToken } });
    expect(approved.status).toBe(200);
    const started = Date.now();
    await page.goto(`${app.url}/`);
    const bell = page.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('link', { name: /Alerts, 1 unread/ });
    await bell.waitFor({ timeout: 20_000 });
    expect(Date.now() - started).toBeLessThan(20_000);
    await page.getByRole('heading', { name: 'Never miss a good room' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await viewportShot(page, 'following-bell-360');
    await bell.click();
    const item = page.getByRole('list', { name: 'Notifications' }).getByRole('link');
    await item.filter({ hasText: TAGLINE }).waitFor();
    await fits(page, 'following-notifications-360');
    await item.first().click();
    await page.getByRole('heading', { level: 1, name: TAGLINE }).waitFor();
  });

  it('finds the alert email in the outbox, and its unsubscribe link works without signing in', async () => {
    const answer = (await (await fetch(`${app.url}/api/dev/outbox`)).json()) as DevOutboxAnswer;
    const mail = answer.messages.find((message) => message.channel === 'email' && message.to === 'sana@example.pk');
    expect(mail?.subject).toBe(`New on Kamra: ${TAGLINE}`);
    expect(mail?.html).toContain('PKR 24,000 / month');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /href="([^"]*\/unsubscribe\?token=[^"]+)"/.exec(mail?.html ?? '')?.[1]?.replace(/&amp;/g, '&');
    expect(link).toBeDefined();
    // The email as a mail client shows its HTML part.
    const reader = await openPage(browser, 360);
    await reader.page.setViewportSize({ width: 360, height: 780 });
    // The test server learns its port only once it listens, so its PUBLIC_URL says port 0: point the mail at it.
    const publicUrl = new URL(link ?? '').origin;
    await reader.page.setContent((mail?.html ?? '').replaceAll(publicUrl, app.url));
    await reader.page.waitForLoadState('networkidle');
    expect(await reader.page.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await viewportShot(reader.page, 'following-email-360');
    // Clicked from the mail, in a browser that is not signed in.
    const path = new URL(link ?? '').search;
    await reader.page.goto(`${app.url}/unsubscribe${path}`);
    await reader.page.getByText('You will no longer get these emails.').waitFor();
    await viewportShot(reader.page, 'following-unsubscribed-360');
    await reader.context.close();
    const { page } = seeker;
    await page.goto(`${app.url}/savedSearches`);
    expect(await page.getByRole('combobox').inputValue()).toBe('off');
  });

  it('keeps the room with the heart and finds it on the Saved page, then sees it let', async () => {
    const { page } = seeker;
    await page.goto(`${app.url}/rooms/${matching}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Saved', exact: true }).waitFor();
    await page.goto(`${app.url}/saved`);
    await page.getByRole('list', { name: 'Saved listings' }).getByText(TAGLINE).waitFor();
    await fits(page, 'following-saved-360');
    const closed = await fetch(`${app.url}/api/listings/${matching}/close`, {
      method: 'POST', headers: { 'auth-token': listerToken, 'content-type': 'application/json' }, body: JSON.stringify({ outcome: 'rented' }),
    });
    expect(closed.status).toBe(200);
    await page.waitForTimeout(500);
    await page.reload();
    await page.getByText('Rented', { exact: true }).waitFor();
    await fits(page, 'following-saved-rented-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    await fits(page, 'following-saved-rented-1280');
    await page.goto(`${app.url}/savedSearches`);
    await page.getByRole('heading', { name: 'Rooms in G-11, Islamabad' }).waitFor();
    await fits(page, 'following-saved-searches-1280');
    await page.goto(`${app.url}/notifications`);
    await page.getByText('A listing you saved was rented', { exact: false }).waitFor();
    await fits(page, 'following-notifications-1280');
    expect(seeker.errors).toEqual([]);
  });
});
