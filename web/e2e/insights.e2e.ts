import type { ListingHistoryEntry } from '@kamra/contracts/read-models';
import { TEST_ADMIN_EMAIL } from '@kamra/runtime/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horizontalOverflow, launchBrowser, openPage, saveScreenshot, type WatchedPage } from './harness/browser';
import { startKamraApp, type KamraApp } from './harness/kamra-app';
import { smallPhoto } from './harness/photos';
import { signInWithDevForm } from './harness/sign-in';
import { storedToken, submitRoom } from './harness/submit-listing';

let app: KamraApp;
let browser: Browser;
let admin: WatchedPage;
let lister: WatchedPage;
let adminToken: string;
let cheap = '';
const DASHBOARD = '/my_admin_dashboard';
const G11 = 'Street 9, G-11/1, Islamabad';
const FAIR_RENTS = [20_000, 22_000, 23_000, 24_000, 25_000, 26_000, 27_000, 28_000, 30_000, 32_000];

async function approve(id: string): Promise<void> {
  const response = await fetch(`${app.url}/api/listings/${id}/approve`, { method: 'POST', headers: { 'auth-token': adminToken } });
  expect(response.status).toBe(200);
}

async function history(id: string): Promise<ListingHistoryEntry[]> {
  const response = await fetch(`${app.url}/api/admin/listings/${id}/history`, { headers: { 'auth-token': adminToken } });
  return (await response.json()) as ListingHistoryEntry[];
}

async function fits(page: Page, name: string): Promise<void> {
  expect(await horizontalOverflow(page), `${name} is wider than the window`).toBe(0);
  await saveScreenshot(page, name);
}

beforeAll(async () => {
  app = await startKamraApp();
  browser = await launchBrowser();
  lister = await openPage(browser);
  await signInWithDevForm(lister.page, app.url, 'Zara Ahmed', 'zara@example.pk');
  const listerToken = await storedToken(lister.page);
  admin = await openPage(browser);
  await signInWithDevForm(admin.page, app.url, 'Admin Sahib', TEST_ADMIN_EMAIL);
  adminToken = await storedToken(admin.page);
  for (const [i, rent] of FAIR_RENTS.entries()) {
    await approve(await submitRoom(app.url, listerToken, { tagline: `Room ${i + 1} in G-11`, address: G11, rent: String(rent) }));
  }
  // Judged once the others are public: ten comparable rooms with a median of PKR 25,500.
  await new Promise((resolve) => setTimeout(resolve, 500));
  cheap = await submitRoom(app.url, listerToken, { tagline: 'Furnished room, all bills included', address: G11, rent: '8000' });
  await approve(cheap);
  const until = Date.now() + 15_000;
  while (!(await history(cheap)).some((e) => e.type === 'ListingPriceFlagged')) {
    if (Date.now() > until) throw new Error('the underpriced room was never flagged');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(async () => {
  await lister?.context.close();
  await admin?.context.close();
  await browser?.close();
  await app?.close();
});

describe.each([1280, 360])('insights at %i px', (width) => {
  beforeAll(async () => {
    await admin.page.setViewportSize({ width, height: 900 });
    await lister.page.setViewportSize({ width, height: 900 });
  });

  it('the dashboard shows the queue, the decisions, the flags and the boosts', async () => {
    const { page } = admin;
    await page.goto(`${app.url}${DASHBOARD}`);
    await page.getByRole('heading', { name: 'Dashboard overview' }).waitFor();
    await page.getByRole('heading', { name: 'Waiting for review' }).waitFor();
    await page.getByText('priced below their area', { exact: false }).first().waitFor();
    const flags = await page.locator('.admin-stat').filter({ hasText: 'Flagged listings' }).innerText();
    expect(flags).toMatch(/1\s+priced below their area/);
    expect(await page.getByRole('img', { name: /^Decisions per day: \d+ in 30 days$/ }).count()).toBe(1);
    await page.getByText('Furnished room, all bills included').waitFor();
    expect(await page.getByText('PKR 8,000 against a median of PKR 25,500 in G-11 (10 listings)').count()).toBe(1);
    await fits(page, `insights-dashboard-${width}`);
  });

  it('the queue page lists the price flag, and the listing\'s history shows it with its figures', async () => {
    const { page } = admin;
    await page.goto(`${app.url}${DASHBOARD}/admin_newListings`);
    const section = page.getByRole('region', { name: 'Priced below their area' });
    await section.getByText('Furnished room, all bills included').waitFor();
    await fits(page, `insights-queue-flags-${width}`);
    await section.getByRole('link', { name: 'Furnished room, all bills included' }).click();
    const timeline = page.getByRole('list', { name: 'Moderation history' });
    await timeline.getByText("Flagged: priced below half its area's median").waitFor();
    await timeline.getByText('PKR 8,000 against a median of PKR 25,500 in G-11 (10 listings)').waitFor();
    await fits(page, `insights-history-${width}`);
  });

  it('the listing page says the rent is below its area\'s range', async () => {
    const { page } = lister;
    await page.goto(`${app.url}/rooms/${cheap}`);
    await page.getByText('This rent is below the usual range of rooms in G-11 (PKR 22,500 to 27,500 a month)').waitFor();
    await fits(page, `insights-listing-${width}`);
  });
});

it('the wizard\'s rent step says what rooms in the area usually rent for', async () => {
  await lister.page.setViewportSize({ width: 1280, height: 900 });
  const { page } = lister;
  await page.goto(`${app.url}/listRoom`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'House Room' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Tagline', { exact: true }).fill('Quiet room near the markaz');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.locator('input[type="file"][multiple]').setInputFiles([await smallPhoto('Bed'), await smallPhoto('Window', '#8a4b2a'), await smallPhoto('Desk', '#34495e')]);
  await page.getByText('3 of 9 pictures').waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Avatar 3' }).check();
  await page.getByLabel('Your name', { exact: true }).fill('Zara Ahmed');
  await page.getByLabel('Phone number', { exact: true }).fill('0300-1234567');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { level: 1, name: 'Room details' }).waitFor();
  await page.getByLabel('Address', { exact: true }).fill('House 12, G-11/2, Islamabad');
  await page.getByText('Rooms in G-11 usually rent for PKR 22,500 to 27,500 a month (11 listings)').waitFor();
  const rent = page.getByLabel('Monthly rent (PKR)', { exact: true });
  expect(await rent.getAttribute('aria-describedby')).toMatch(/hint/);
  await rent.scrollIntoViewIfNeeded();
  await fits(page, 'insights-wizard-rent-1280');
  await page.setViewportSize({ width: 360, height: 900 });
  await rent.scrollIntoViewIfNeeded();
  await fits(page, 'insights-wizard-rent-360');
});
