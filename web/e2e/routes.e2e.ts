// Every route of the app, public and signed-in, at a phone's and a laptop's width: none may be
// wider than the window. New pages join the lists in harness/routes.ts.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horizontalOverflow, launchBrowser, openPage } from './harness/browser';
import { startKamraApp, type KamraApp } from './harness/kamra-app';
import { publicRoutes, settled, signedInRoutes, submitOwnListings } from './harness/routes';
import { seedBoostedListings } from './harness/seed';
import { signInWithDevForm } from './harness/sign-in';

let app: KamraApp;
let browser: Browser;

beforeAll(async () => {
  app = await startKamraApp();
  await seedBoostedListings(app.kamra.store, app.kamra.config.uploadDir, 8);
  await app.kamra.projector.caughtUp();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe.each([360, 1280])('every route at %i px', (width) => {
  it('fits the window (no sideways scrolling)', async () => {
    const { page, context, errors } = await openPage(browser, width);
    const overflowing: string[] = [];
    const check = async (path: string) => {
      await page.goto(`${app.url}${path}`);
      await settled(page);
      const overflow = await horizontalOverflow(page);
      if (overflow > 0) overflowing.push(`${path} by ${overflow}px`);
    };
    try {
      for (const path of publicRoutes(app)) await check(path);
      await signInWithDevForm(page, app.url, 'Nadia Shah', `nadia-${width}@example.pk`);
      const owned = await submitOwnListings(page, app);
      for (const path of signedInRoutes(owned)) await check(path);
    } finally {
      await context.close();
    }
    expect(overflowing).toEqual([]);
    expect(errors).toEqual([]);
  });
});
