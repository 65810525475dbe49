import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's headless Chromium (STACK-NOTES.md); .ci/run installs it. */
const executablePath = process.env['CHROMIUM_PATH'] ?? '/usr/lib/chromium/chromium-headless-shell';

/** Screenshots land here (gitignored) for a person to look at. */
export const ARTIFACTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors and Content Security Policy violations of the page; a test expects none. */
  errors: string[];
}

export async function openPage(browser: Browser, width = 1280): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: 1 });
  // Every CSP violation, also those Chromium does not log (report-only, or in a frame).
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(`${page.url()}: ${message.text()}`);
  });
  return { page, context, errors };
}

/** How far the page is wider than the window (0 when nothing sticks out). */
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Scrolls through the page so lazy images load, then back to the top. */
async function loadLazyImages(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 600) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await loadLazyImages(page);
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export type Colour = readonly [red: number, green: number, blue: number];
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The pixels a reader sees in a box of the window, row by row: what was painted, whichever
 * stylesheet painted it (a background gradient, a mirrored icon, a text glyph).
 */
export async function pixelsIn(page: Page, box: Box): Promise<Colour[]> {
  const clip = { x: Math.round(box.x), y: Math.round(box.y), width: Math.max(1, Math.round(box.width)), height: Math.max(1, Math.round(box.height)) };
  const png = await page.screenshot({ clip });
  // Decoded by the browser itself: a Blob needs no network, so the page's CSP does not apply.
  const rgba = await page.evaluate(async ({ bytes, width, height }) => {
    const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
    const context = new OffscreenCanvas(width, height).getContext('2d');
    if (context === null) throw new Error('no 2d canvas to read the screenshot');
    context.drawImage(bitmap, 0, 0);
    return [...context.getImageData(0, 0, width, height).data];
  }, { bytes: [...png], width: clip.width, height: clip.height });
  const pixels: Colour[] = [];
  for (let i = 0; i + 2 < rgba.length; i += 4) pixels.push([rgba[i] ?? 0, rgba[i + 1] ?? 0, rgba[i + 2] ?? 0]);
  return pixels;
}

/** 0 for black to 255 for white. */
export const lightness = ([red, green, blue]: Colour): number => 0.2126 * red + 0.7152 * green + 0.0722 * blue;
