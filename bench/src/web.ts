/**
 * Web: for the home page, a room's page and a search results page, the JavaScript a first
 * visit downloads (gzipped), the bytes it receives, and the Largest Contentful Paint on a
 * 360 px wide phone with the CPU slowed 4x over a Slow 4G link (150 ms round trip, 1.6 Mbps
 * down), as a visitor on a Pakistani mobile network meets it, in Chromium. The app is the real
 * one (runtime/src/main.ts in its own process, serving web/dist) over the demo seed
 * (`npm run seed`, smaller), so results show cards with pictures. Each load is a fresh browser
 * context: a cold cache, as on a first visit.
 *
 * Baselines in the same run: for JavaScript the entry chunk alone (what every page pays); for
 * LCP and bytes a page of one <h1> from a plain server, at the same width, CPU and link: the
 * floor this machine and this link allow.
 */
import { existsSync } from 'node:fs';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chromium, type Browser } from 'playwright-core';
import { ROOT, runScript, startChildService } from './child-service.js';
import type { Figure, Log } from './figure.js';

export interface WebOptions {
  /** A scratch Postgres for the app's log and read tables. */
  databaseUrl: string;
  /** Timed loads per page; the median is reported. */
  loads: number;
  /** Listings the demo seed writes. */
  listings: number;
  log: Log;
}

const WEB_DIST = path.join(ROOT, 'web/dist');
const LCP_TARGET_MS = 1500;
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 360, height: 780 };
/** Slow 4G as Chromium's DevTools define it: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
/** The web build's own budget for the home route (web/vite.config.ts). */
const HOME_BUDGET_KB = 170;

/** The pages measured; the listing's path is found in the seed (a public room with pictures). */
const pagesOf = (roomId: string): { name: string; path: string; shown: string }[] => [
  { name: 'home', path: '/', shown: '/' },
  { name: 'listing', path: `/rooms/${roomId}`, shown: '/rooms/:id' },
  { name: 'search', path: '/searchResult?location=lahore&listed=room', shown: '/searchResult?location=lahore&listed=room' },
];

/**
 * Keeps the latest LCP candidate in window.__lcp. A string, not a function: tsx would wrap the
 * function's inner helpers in a `__name` call the page does not have.
 */
const LCP_WATCH = `
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const element = entry.element;
    const className = element && typeof element.className === 'string' && element.className.trim() !== '' ? '.' + element.className.trim().split(/\\s+/)[0] : '';
    window.__lcp = { ms: entry.startTime, element: element ? element.tagName.toLowerCase() + className : 'removed element' };
  }
}).observe({ type: 'largest-contentful-paint', buffered: true });
`;

interface Load {
  lcpMs: number;
  /** Every load's LCP, fastest first (set on a median). */
  spreadMs?: number[];
  /** What the largest paint was, e.g. `img.listing-tile` or `h1`. */
  element: string;
  /** Paths of the JavaScript files the page requested. */
  scripts: string[];
  /** Bytes received for every response of the load (headers and encoded bodies), from CDP. */
  bytes: number;
}

/** How a load is slowed: the CPU and, unless null, the link. */
interface Conditions {
  cpu: number;
  network: typeof SLOW_4G | null;
}
const MOBILE: Conditions = { cpu: CPU_SLOWDOWN, network: SLOW_4G };
const UNTHROTTLED: Conditions = { cpu: 1, network: null };

export async function webFigures(options: WebOptions): Promise<Figure[]> {
  const { log } = options;
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    log('web: building the client (web/dist is missing)');
    await npm(['run', 'build', '-w', 'web']);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'kamra-bench-web-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env, DATABASE_URL: options.databaseUrl, DATA_DIR: dir, UPLOAD_DIR: path.join(dir, 'uploads'),
    AUTH_SECRET: randomUUID() + randomUUID(), SEED_LISTINGS: String(options.listings),
    // The bench seeds its own demo first; main.ts must not add its first-run one.
    KAMRA_DEMO: '0',
  };
  delete env.EVENTSTORE_URL;
  const figures: Figure[] = [];
  try {
    await runScript('runtime/src/seed.ts', env);
    log(`web: seeded ${options.listings} demo listings`);
    const app = await startChildService('runtime/src/main.ts', env);
    const floor = await startHeadingPage().catch(async (error: unknown) => {
      await app.stop();
      throw error;
    });
    const browser = await launchChromium().catch(async (error: unknown) => {
      floor.close();
      await app.stop();
      throw error;
    });
    try {
      const entry = await entryChunk();
      const entryBytes = await gzippedBytes(entry);
      const heading = await medianLoad(browser, floor.url, options.loads, MOBILE);
      log(`web: <h1> page LCP ${spread(heading)}, ${kb(heading.bytes)} received`);
      for (const page of pagesOf(await publicRoomWithPictures(app.url))) {
        await loadOnce(browser, app.url + page.path, UNTHROTTLED); // warms the server, not the browser
        const throttled = await medianLoad(browser, app.url + page.path, options.loads, MOBILE);
        const unthrottled = await medianLoad(browser, app.url + page.path, options.loads, UNTHROTTLED);
        const jsBytes = (await Promise.all(throttled.scripts.map(gzippedBytes))).reduce((sum, bytes) => sum + bytes, 0);
        log(`web: ${page.name} LCP ${spread(throttled)} (${throttled.element}), without throttling ${spread(unthrottled)}; JS ${kb(jsBytes)} gzipped in ${throttled.scripts.length} files; ${kb(throttled.bytes)} received`);
        figures.push({
          figure: `Web ${page.name} (${page.shown}) JavaScript, gzipped`,
          target: page.name === 'home' ? `<= ${HOME_BUDGET_KB} KB (web build budget)` : 'reported',
          measured: `${kb(jsBytes)} in ${throttled.scripts.length} files`,
          baseline: `entry chunk ${kb(entryBytes)}`,
          ratio: jsBytes / entryBytes,
          met: page.name === 'home' ? jsBytes / 1000 <= HOME_BUDGET_KB : null,
        });
        figures.push({
          figure: `Web ${page.name} bytes received on a first visit`,
          target: 'reported',
          measured: kb(throttled.bytes),
          baseline: `<h1> page ${kb(heading.bytes)}`,
          ratio: throttled.bytes / heading.bytes,
          met: null,
        });
        figures.push({
          figure: `Web ${page.name} LCP, ${VIEWPORT.width} px, ${CPU_SLOWDOWN}x CPU, Slow 4G, median of ${options.loads}`,
          target: `<= ${LCP_TARGET_MS / 1000} s`,
          measured: `${throttled.lcpMs.toFixed(0)} ms (${throttled.element}); unthrottled ${unthrottled.lcpMs.toFixed(0)} ms`,
          baseline: `<h1> page ${heading.lcpMs.toFixed(0)} ms`,
          ratio: throttled.lcpMs / heading.lcpMs,
          met: throttled.lcpMs <= LCP_TARGET_MS,
        });
      }
    } finally {
      await browser.close();
      floor.close();
      await app.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return figures;
}

function npm(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm ${args.join(' ')} exited with ${code}`))));
  });
}

/** Debian's headless Chromium, as the browser tests launch it (web/e2e/harness/browser.ts). */
function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** The floor: a page of one heading, served as plainly as possible. */
async function startHeadingPage(): Promise<{ url: string; close(): void }> {
  const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
    + '<title>Kamra</title></head><body><h1>Rooms and roommates in Pakistan</h1></body></html>';
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}

/** A public room of the seed with pictures, as a visitor's search finds it. */
async function publicRoomWithPictures(appUrl: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/listings?kind=room&location=lahore`);
  const page = await response.json() as { items?: { id: string; pictures: string[] }[] };
  const room = page.items?.find((item) => item.pictures.length > 0);
  if (room === undefined) throw new Error('the demo seed has no public room with pictures in Lahore');
  return room.id;
}

async function medianLoad(browser: Browser, url: string, loads: number, conditions: Conditions): Promise<Load> {
  const results: Load[] = [];
  for (let n = 0; n < loads; n++) results.push(await loadOnce(browser, url, conditions));
  results.sort((a, b) => a.lcpMs - b.lcpMs);
  const median = results[Math.floor(results.length / 2)];
  if (median === undefined) throw new Error('no loads');
  return { ...median, spreadMs: results.map((load) => load.lcpMs) };
}

/** Quiet network that ends a load: long enough for a slowed entry chunk to ask for its route. */
const QUIET_MS = 2000;

/** One cold load in a fresh context; LCP is read once the network has been quiet for QUIET_MS. */
async function loadOnce(browser: Browser, url: string, conditions: Conditions): Promise<Load> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      const requested = new URL(request.url());
      if (requested.pathname.endsWith('.js')) scripts.push(requested.pathname);
    });
    await page.addInitScript(LCP_WATCH);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpu });
    await cdp.send('Network.enable');
    if (conditions.network !== null) await cdp.send('Network.emulateNetworkConditions', conditions.network);
    let bytes = 0;
    const pending = new Set<string>();
    let lastSettled = performance.now();
    const settle = (id: string) => {
      pending.delete(id);
      lastSettled = performance.now();
    };
    cdp.on('Network.requestWillBeSent', (event) => pending.add(event.requestId));
    cdp.on('Network.loadingFailed', (event) => settle(event.requestId));
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
      settle(event.requestId);
    });
    await page.goto(url, { waitUntil: 'load' });
    // Playwright's networkidle (500 ms without requests) comes too soon on a slowed CPU: the
    // entry chunk can run for longer than that before it asks for the route's chunk. A load
    // is over once a paint was seen and nothing was in flight for QUIET_MS.
    let lcp: unknown;
    for (const deadline = performance.now() + 60_000; performance.now() < deadline; await page.waitForTimeout(100)) {
      lcp = await page.evaluate('window.__lcp');
      if (isPaint(lcp) && pending.size === 0 && performance.now() - lastSettled >= QUIET_MS) break;
    }
    if (!isPaint(lcp)) throw new Error(`no largest contentful paint on ${url}`);
    return { lcpMs: lcp.ms, element: lcp.element, scripts: [...new Set(scripts)], bytes };
  } finally {
    await context.close();
  }
}

function isPaint(value: unknown): value is { ms: number; element: string } {
  return typeof value === 'object' && value !== null && 'ms' in value && typeof value.ms === 'number' && 'element' in value && typeof value.element === 'string';
}

/** The script index.html loads: the entry chunk. */
async function entryChunk(): Promise<string> {
  const html = await readFile(path.join(WEB_DIST, 'index.html'), 'utf8');
  const src = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (src === undefined) throw new Error('web/dist/index.html names no module script');
  return src;
}

/** A file of the build as gzip at level 9 sends it (the build precompresses at that level). */
async function gzippedBytes(urlPath: string): Promise<number> {
  return gzipSync(await readFile(path.join(WEB_DIST, urlPath)), { level: 9 }).length;
}

const spread = (load: Load): string => `median ${load.lcpMs.toFixed(0)} ms of ${(load.spreadMs ?? []).map((ms) => ms.toFixed(0)).join(', ')}`;
const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;
