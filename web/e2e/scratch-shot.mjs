import { chromium } from 'playwright-core';
const [,, url, out, width = '360', lang] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 740 }, isMobile: Number(width) < 500, hasTouch: Number(width) < 500, deviceScaleFactor: 1 });
const page = await ctx.newPage();
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await browser.close();
