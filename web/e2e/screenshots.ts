// Visual check of the phase-1 pages: serve web/dist (`npx vite preview --port 4173`), then
// `npx tsx web/e2e/screenshots.ts`. Writes PNGs to SHOTS_DIR (default /tmp/shots).
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';

const baseUrl = process.env['BASE_URL'] ?? 'http://localhost:4173';
const outDir = process.env['SHOTS_DIR'] ?? '/tmp/shots';
const executablePath = process.env['CHROMIUM_PATH'] ?? '/usr/lib/chromium/chromium-headless-shell';

const pages = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/aboutUs' },
  { name: 'services', path: '/services' },
  { name: 'notfound', path: '/notFound' },
  { name: 'career', path: '/career' },
  { name: 'privacy', path: '/privacy-policies' },
  { name: 'refund', path: '/refundPolicy' },
  { name: 'advertise', path: '/advertiseWithUs' },
  { name: 'unknown', path: '/no/such/page' },
  { name: 'gated-listroom', path: '/listRoom' },
];
const widths = [1280, 360];

const user = {
  id: 'u1',
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  picture: null,
  isAdmin: true,
  blocked: false,
  verified: true,
};

async function fakeApi(page: Page, signedIn: boolean) {
  await page.route('**/api/me', (route) =>
    signedIn
      ? route.fulfill({ json: user })
      : route.fulfill({ status: 401, json: { error: { code: 'unauthorized', message: 'Sign in' } } }),
  );
  await page.route('**/api/places?**', (route) =>
    route.fulfill({
      json: [
        { label: 'Gulberg III, Lahore', city: 'Lahore', kind: 'area' },
        { label: 'Lahore', city: 'Lahore', kind: 'city' },
        { label: 'Lalazar, Rawalpindi', city: 'Rawalpindi', kind: 'area' },
      ],
    }),
  );
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const problems: string[] = [];
  try {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      await fakeApi(page, false);
      for (const { name, path } of pages) {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(300);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${path} at ${width}px overflows horizontally by ${overflow}px`);
        await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });
      }

      // Autocomplete open on the home page.
      await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
      await page.getByRole('combobox').fill('la');
      await page.getByRole('option').first().waitFor();
      await page.screenshot({ path: `${outDir}/home-autocomplete-${width}.png` });
      await context.close();

      // Signed in (as an admin): navbar shows My Listings; the admin dashboard opens.
      const signedIn = await browser.newContext({ viewport: { width, height: 800 } });
      await signedIn.addInitScript(() => localStorage.setItem('kamra.token', 'fake-token'));
      const signedInPage = await signedIn.newPage();
      signedInPage.on('pageerror', (error) => problems.push(`${signedInPage.url()}: ${error.message}`));
      await fakeApi(signedInPage, true);
      await signedInPage.goto(`${baseUrl}/aboutUs`, { waitUntil: 'networkidle' });
      await signedInPage.screenshot({ path: `${outDir}/signed-in-${width}.png` });
      await signedInPage.goto(`${baseUrl}/my_admin_dashboard`, { waitUntil: 'networkidle' });
      await signedInPage.screenshot({ path: `${outDir}/admin-${width}.png` });
      await signedIn.close();
    }
  } finally {
    await browser.close();
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  } else {
    console.log(`screenshots in ${outDir}`);
  }
}

await main();
