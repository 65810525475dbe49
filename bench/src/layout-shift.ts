/**
 * Layout shift: for each public page kind (home, search results of each kind, a room, roommate
 * and accessory page, the blog list and a post, a static page, the 404 page, and the home page
 * in Urdu), the cumulative layout shift of a cold load up to the shown page, at 360 x 780 (a
 * phone, device scale 2) and 1280 x 800, with the CPU slowed 4x and a Slow 4G link (150 ms
 * round trip, 1.6 Mbps down, 750 kbps up), so late chunks and data arrive as they do on a
 * Pakistani mobile network. The app is the real one (runtime/src/main.ts in its own process,
 * serving web/dist) over the demo seed. The signed-in and admin routes are held to the same
 * target by the browser test web/e2e/layout-shift.e2e.ts.
 *
 * CLS is the plain sum of every shift without recent input (stricter than web.dev's largest
 * session window), the worst of the loads is reported. Baseline in the same run: a static
 * page of a heading, a paragraph and a footer from a plain server, under the same conditions:
 * what the browser itself shifts when nothing arrives late (0 when all is well).
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { LAYOUT_SHIFT_TARGET, LAYOUT_SHIFT_WATCH, describeShifts, readLayoutShift, type LayoutShiftReading } from '../../web/e2e/harness/layout-shift.js';
import { ROOT, runScript, startChildService } from './child-service.js';
import type { Figure, Log } from './figure.js';

export interface LayoutShiftOptions {
  /** A scratch Postgres for the app's log and read tables. */
  databaseUrl: string;
  /** Cold loads per page and width; the worst is reported. */
  loads: number;
  /** Listings the demo seed writes. */
  listings: number;
  log: Log;
}

const CPU_SLOWDOWN = 4;
/** Chrome DevTools' "Slow 4G" as the issue measures it: bytes per second and a round trip. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const SIZES = [
  { width: 360, height: 780, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
] as const;

interface PageToLoad {
  name: string;
  path: string;
  urdu?: boolean;
}

export async function layoutShiftFigures(options: LayoutShiftOptions): Promise<Figure[]> {
  const { log } = options;
  if (!existsSync(path.join(ROOT, 'web/dist/index.html'))) throw new Error('Build the web client first: npm run build -w web');
  const dir = await mkdtemp(path.join(tmpdir(), 'kamra-bench-cls-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env, DATABASE_URL: options.databaseUrl, DATA_DIR: dir, UPLOAD_DIR: path.join(dir, 'uploads'),
    AUTH_SECRET: randomUUID() + randomUUID(), SEED_LISTINGS: String(options.listings), KAMRA_DEMO: '0',
  };
  delete env.EVENTSTORE_URL;
  const figures: Figure[] = [];
  try {
    await runScript('runtime/src/seed.ts', env);
    log(`cls: seeded ${options.listings} demo listings`);
    const app = await startChildService('runtime/src/main.ts', env);
    const still = await startStillPage();
    let browser: Browser | undefined;
    try {
      browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      });
      const baseline = await worstAtEachSize(browser, still.url, false, options.loads);
      log(`cls: static page ${baseline.map(describeReading).join(', ')}`);
      for (const page of await pagesOf(app.url)) {
        await fetch(app.url + page.path); // warms the server, not the browser
        const readings = await worstAtEachSize(browser, app.url + page.path, page.urdu === true, options.loads);
        const worst = Math.max(...readings.map((reading) => reading.cls));
        log(`cls: ${page.name} ${readings.map(describeReading).join(', ')}`);
        figures.push({
          figure: `Web ${page.name} layout shift (${page.path.replace(/[0-9a-f-]{36}/, ':id')}), 360 and 1280 px, ${CPU_SLOWDOWN}x CPU, Slow 4G, worst of ${options.loads}`,
          target: `CLS <= ${LAYOUT_SHIFT_TARGET}`,
          measured: readings.map((reading, index) => `${SIZES[index]?.width ?? ''} px ${reading.cls.toFixed(3)}`).join(', '),
          baseline: `static page ${baseline.map((reading) => reading.cls.toFixed(3)).join(', ')}`,
          ratio: null,
          met: worst <= LAYOUT_SHIFT_TARGET,
        });
      }
    } finally {
      await browser?.close();
      still.close();
      await app.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return figures;
}

/** One page of each kind, with ids taken from the seeded read tables. */
async function pagesOf(url: string): Promise<PageToLoad[]> {
  const firstId = async (apiPath: string): Promise<string> => {
    const body = (await (await fetch(url + apiPath)).json()) as { items?: Array<{ id: string }> } | Array<{ id: string }>;
    const id = (Array.isArray(body) ? body : body.items ?? [])[0]?.id;
    if (id === undefined) throw new Error(`the demo seed has nothing at ${apiPath}`);
    return id;
  };
  const [room, roommate, accessory, blog] = await Promise.all([
    firstId('/api/listings?kind=room&location=all'),
    firstId('/api/listings?kind=roommate&location=all'),
    firstId('/api/listings?kind=accessory&location=all'),
    firstId('/api/blogs'),
  ]);
  return [
    { name: 'home', path: '/' },
    { name: 'home in Urdu', path: '/', urdu: true },
    { name: 'room search', path: '/searchResult?location=lahore&listed=room' },
    { name: 'roommate search', path: '/searchResult?location=all&listed=roommate' },
    { name: 'accessory search', path: '/searchResult?location=all&listed=accessories' },
    { name: 'room', path: `/rooms/${room}` },
    { name: 'roommate', path: `/roommate/${roommate}` },
    { name: 'accessory', path: `/accessories/${accessory}` },
    { name: 'blog list', path: '/blogs' },
    { name: 'blog post', path: `/blog/${blog}` },
    { name: 'about', path: '/aboutUs' },
    { name: 'not found', path: '/no/such/page' },
  ];
}

async function worstAtEachSize(browser: Browser, url: string, urdu: boolean, loads: number): Promise<LayoutShiftReading[]> {
  const worst: LayoutShiftReading[] = [];
  for (const size of SIZES) {
    let reading: LayoutShiftReading | undefined;
    for (let n = 0; n < loads; n++) {
      const load = await loadOnce(browser, url, urdu, size);
      if (reading === undefined || load.cls > reading.cls) reading = load;
    }
    if (reading) worst.push(reading);
  }
  return worst;
}

/** One cold load in a fresh context, read once the network has been quiet for 500 ms and no spinner is left. */
async function loadOnce(browser: Browser, url: string, urdu: boolean, size: (typeof SIZES)[number]): Promise<LayoutShiftReading> {
  const { width, height, ...device } = size;
  const context = await browser.newContext({ viewport: { width, height }, ...device });
  try {
    if (urdu) {
      await context.addCookies([{ name: 'kamra_lang', value: 'ur', url }]);
      await context.addInitScript("localStorage.setItem('kamra.language', 'ur')");
    }
    await context.addInitScript(LAYOUT_SHIFT_WATCH);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    // Polled from here: a string predicate for waitForFunction would need the eval the CSP forbids.
    for (let waited = 0; await page.evaluate('document.querySelector(".spinner") !== null'); waited += 100) {
      if (waited > 30_000) throw new Error(`${url} still shows a spinner after 30 s`);
      await page.waitForTimeout(100);
    }
    return await readLayoutShift(page);
  } finally {
    await context.close();
  }
}

/** The baseline: a page with nothing that arrives late, served as plainly as possible. */
async function startStillPage(): Promise<{ url: string; close(): void }> {
  const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
    + '<title>Kamra</title></head><body><main style="min-height:100vh"><h1>Rooms and roommates in Pakistan</h1>'
    + '<p>Find a room, a roommate or what a room needs, in your city.</p></main><footer>Kamra</footer></body></html>';
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}

const describeReading = (reading: LayoutShiftReading): string =>
  `${reading.cls.toFixed(3)}${reading.shifts.length ? ` (${describeShifts(reading)})` : ''}`;
