// Every route, in English and in Urdu, at a phone's and a laptop's width, checked by axe-core:
// no serious or critical violation of WCAG 2.1 A and AA. Visitors, a signed-in lister and an
// admin each walk the routes they can open. KAMRA_SHOTS=1 also saves a screenshot of each.
// A sweep of some minutes, so it runs on its own: `npm run test:a11y` (.ci/run calls it).
import { createRequire } from 'node:module';
import { TEST_ADMIN_EMAIL } from '@kamra/runtime/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, saveScreenshot } from './harness/browser';
import { startKamraApp, type KamraApp } from './harness/kamra-app';
import { adminRoutes, publicRoutes, settled, signedInRoutes, submitOwnListings, type Owned } from './harness/routes';
import { readIn, type Language } from './harness/language';
import { signInWithDevForm, whoAmI } from './harness/sign-in';

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;
const saveShots = process.env['KAMRA_SHOTS'] === '1';

let app: KamraApp;
let browser: Browser;
let owned: Owned;
let ownerId: string;

beforeAll(async () => {
  app = await startKamraApp();
  browser = await launchBrowser();
  const { page, context } = await openPage(browser);
  await signInWithDevForm(page, app.url, 'Nadia Shah', 'nadia-a11y@example.pk');
  owned = await submitOwnListings(page, app);
  ownerId = (await whoAmI(page)).userId;
  await context.close();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id} (${violation.help}): ${violation.nodes.map((node) => JSON.stringify(node.target)).slice(0, 4).join(' ')}`);
}

async function walk(page: Page, routes: string[], label: string): Promise<string[]> {
  const found: string[] = [];
  for (const path of routes) {
    await page.goto(`${app.url}${path}`);
    await settled(page);
    for (const violation of await seriousViolations(page)) found.push(`${path}: ${violation}`);
    if (saveShots) await saveScreenshot(page, `a11y-${label}-${path.replace(/[^a-z0-9]+/gi, '_').slice(0, 80)}`);
  }
  return found;
}

type Role = 'visitor' | 'lister' | 'admin';

/** A page of the given role, reading the given language. */
async function openAs(role: Role, language: Language, width: number): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context } = await openPage(browser, width);
  if (role === 'lister') await signInWithDevForm(page, app.url, 'Nadia Shah', 'nadia-a11y@example.pk');
  if (role === 'admin') await signInWithDevForm(page, app.url, 'Admin Sahib', TEST_ADMIN_EMAIL);
  await readIn(context, app.url, language);
  return { page, context };
}

const routesOf = (role: Role): string[] =>
  role === 'visitor' ? publicRoutes(app) : role === 'lister' ? signedInRoutes(owned) : adminRoutes(owned, ownerId, app.seeded.blogIds[0] ?? '');

describe.each([
  ['en', 360],
  ['en', 1280],
  ['ur', 360],
  ['ur', 1280],
] as const)('every route in %s at %i px', (language, width) => {
  it.each(['visitor', 'lister', 'admin'] as const)('has no serious or critical accessibility violation for a %s', async (role) => {
    const { page, context } = await openAs(role, language, width);
    try {
      if (language === 'ur') {
        await page.goto(app.url);
        expect(await page.evaluate(() => document.documentElement.getAttribute('dir'))).toBe('rtl');
      }
      expect(await walk(page, routesOf(role), `${language}-${width}-${role}`)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);
});
