// Pages stay still while they load: on every route, as a visitor, a lister and an admin, at a
// phone's width (360 x 780, device scale 2) and a laptop's (1280 x 800), in English and in Urdu
// (Nastaliq sets taller lines), the cumulative layout shift up to the shown page is at most 0.1.
// Each route is a fresh load, so the shifts of the first paint and of the data arriving count.
import { TEST_ADMIN_EMAIL } from '@kamra/runtime/testing';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './harness/browser';
import { startKamraApp, type KamraApp } from './harness/kamra-app';
import { readIn, type Language } from './harness/language';
import { describeShifts, LAYOUT_SHIFT_TARGET, LAYOUT_SHIFT_WATCH, readLayoutShift } from './harness/layout-shift';
import { adminRoutes, publicRoutes, settled, signedInRoutes, submitOwnListings, type Owned } from './harness/routes';
import { signInWithDevForm, whoAmI } from './harness/sign-in';

type Role = 'visitor' | 'lister' | 'admin';
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const SIZES = [
  { width: 360, height: 780, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
] as const;

let app: KamraApp;
let browser: Browser;
let owned: Owned;
let ownerId: string;
const signedInState = new Map<Role, StorageState>();

/** Signs in once; every later context starts from the saved token. */
async function signIn(name: string, email: string): Promise<StorageState> {
  const { page, context } = await openPage(browser);
  try {
    await signInWithDevForm(page, app.url, name, email);
    if (email.startsWith('nadia')) {
      owned = await submitOwnListings(page, app);
      ownerId = (await whoAmI(page)).userId;
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}

beforeAll(async () => {
  app = await startKamraApp();
  browser = await launchBrowser();
  signedInState.set('lister', await signIn('Nadia Shah', 'nadia-still@example.pk'));
  signedInState.set('admin', await signIn('Admin Sahib', TEST_ADMIN_EMAIL));
  await app.kamra.projector.caughtUp();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const routesOf = (role: Role): string[] =>
  role === 'visitor' ? publicRoutes(app) : role === 'lister' ? signedInRoutes(owned) : adminRoutes(owned, ownerId, app.seeded.blogIds[0] ?? '');

/** Loads each route afresh at one size and returns the routes that shifted too far. */
async function walk(role: Role, language: Language, size: (typeof SIZES)[number]): Promise<string[]> {
  const { width, height, ...device } = size;
  const storageState = signedInState.get(role);
  const context = await browser.newContext({ viewport: { width, height }, ...device, ...(storageState ? { storageState } : {}) });
  try {
    await readIn(context, app.url, language);
    await context.addInitScript(LAYOUT_SHIFT_WATCH);
    const page = await context.newPage();
    const shifted: string[] = [];
    for (const path of routesOf(role)) {
      await page.goto(`${app.url}${path}`);
      await settled(page);
      const reading = await readLayoutShift(page);
      if (reading.cls > LAYOUT_SHIFT_TARGET) shifted.push(`${role} ${language} ${width}px ${path}: CLS ${reading.cls.toFixed(3)} (${describeShifts(reading)})`);
    }
    return shifted;
  } finally {
    await context.close();
  }
}

describe.each(['en', 'ur'] as const)('layout shift in %s', (language) => {
  it.each(['visitor', 'lister', 'admin'] as const)(`stays at or below ${LAYOUT_SHIFT_TARGET} on every route for a %s at 360 and 1280 px`, async (role) => {
    const shifted = (await Promise.all(SIZES.map((size) => walk(role, language, size)))).flat();
    expect(shifted).toEqual([]);
  }, 180_000);
});

describe('Nastaliq on a slow network', () => {
  it('keeps the first page in the fallback font, not rewrapping it when the font arrives, and brings Nastaliq with the next page', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    try {
      await readIn(context, app.url, 'ur');
      await context.addInitScript(LAYOUT_SHIFT_WATCH);
      let fontsSent = 0;
      await context.route(/nastaliq.*\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
        fontsSent += 1;
      });
      const page = await context.newPage();
      const nastaliqInUse = () => page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Nastaliq') && face.status === 'loaded'));
      await page.goto(app.url);
      await settled(page);
      await expect.poll(() => fontsSent, { timeout: 15_000 }).toBe(2);
      await page.waitForTimeout(300);
      const reading = await readLayoutShift(page);
      expect(reading.cls, describeShifts(reading)).toBeLessThanOrEqual(LAYOUT_SHIFT_TARGET);
      expect(await nastaliqInUse()).toBe(false);

      await page.locator('.tabbar a[href="/blogs"]').click();
      await settled(page);
      expect(await nastaliqInUse()).toBe(true);
    } finally {
      await context.close();
    }
  }, 60_000);
});

