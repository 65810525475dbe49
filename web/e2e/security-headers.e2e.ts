import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './harness/browser';
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

describe('the Content Security Policy', () => {
  it('is sent with every page, and the client runs under it without a single violation', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const home = await page.goto(`${app.url}/`);
      const csp = home?.headers()['content-security-policy'] ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(home?.headers()['x-frame-options']).toBe('DENY');
      await page.getByRole('combobox').waitFor();

      await page.goto(`${app.url}/searchResult?location=Lahore&listed=room`);
      await page.getByRole('list', { name: 'Room listings', exact: true }).getByRole('article').first().waitFor();
      await page.getByRole('list', { name: 'Room listings', exact: true }).getByRole('heading').first().click();
      await page.waitForURL(/\/rooms\//);
      await page.getByRole('list', { name: 'Pictures' }).locator('img').first().waitFor();

      await page.goto(`${app.url}/blog/${app.seeded.blogIds[0] ?? ''}`);
      await page.waitForLoadState('networkidle');
      await signInWithDevForm(page, app.url, 'Sara Malik', 'sara-csp@example.pk');
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reports what it blocks, so the check above would see a violation', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${app.url}/`);
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.body.append(script);
      });
      await expect.poll(() => errors.some((error) => error.includes('Content Security Policy'))).toBe(true);
      expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    } finally {
      await context.close();
    }
  });
});
