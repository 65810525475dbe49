/** Reporting in the browser: a signed-in visitor reports a room from its detail page. */
import type { Browser } from 'playwright-core';
import { REPORT_REASON_LABELS } from '@kamra/contracts/commands';
import { messages } from '@kamra/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horizontalOverflow, launchBrowser, openPage, saveScreenshot } from './harness/browser';
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

describe.each([1280, 360])('reporting a listing at %i px', (width) => {
  it('offers the reasons, needs details for Other, and thanks the reporter', async () => {
    const { page, context, errors } = await openPage(browser, width);
    try {
      await signInWithDevForm(page, app.url, 'Seeker Reporter', `reporter-${width}@example.pk`);
      const room = app.seeded.rooms[width === 360 ? 1 : 0]?.id ?? '';
      await page.goto(`${app.url}/rooms/${room}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Report this listing' }).click();
      for (const label of Object.values(REPORT_REASON_LABELS)) await page.getByLabel(label).waitFor();
      await page.getByLabel('Other').check();
      await page.getByText('What is wrong? (required)').waitFor();
      await page.getByRole('textbox').last().fill('The same photos are on another site with a different number.');
      await saveScreenshot(page, `report-form-${width}`);
      expect(await horizontalOverflow(page)).toBe(0);
      await page.getByRole('button', { name: 'Send report' }).click();
      await page.getByText(messages.listingReported).waitFor();
      await saveScreenshot(page, `report-sent-${width}`);
    } finally {
      await context.close();
    }
    expect(errors).toEqual([]);
  });
});
