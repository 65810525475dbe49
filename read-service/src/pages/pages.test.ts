import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { Parser } from 'htmlparser2';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES } from '@kamra/contracts/options';
import { accessorySubmission, roommateSubmission, roomSubmission } from '@kamra/contracts/testing';
import type { ImageRef } from '@kamra/contracts/uploads';
import { closeServer, createLogger, listen, LocalImageStore } from '@kamra/platform';
import { HARNESS_ADMIN_EMAIL, startReadServiceHarness, type ReadServiceHarness } from '../testing/read-service-harness.js';
import { base, DAY, ListingScript } from '../testing/listing-script.js';
import { escapeHtml } from './html.js';
import { pageRoutes } from './page-routes.js';
import { shareHash } from './share-picture.js';

const ORIGIN = 'https://kamra.example.pk';
const HOSTILE = '"></title><script>alert(1)</script>';
const here = path.dirname(fileURLToPath(import.meta.url));

interface CrawledPage {
  status: number;
  html: string;
  bytes: number;
  title: string;
  meta: Map<string, string[]>;
  links: Map<string, string>;
  jsonLd: unknown[];
  scripts: string[];
  rootText: string;
}

/** Fetches a page as a crawler does (plain HTTP, no JavaScript) and reads its head and root. */
async function crawl(url: string): Promise<CrawledPage> {
  const res = await fetch(url, { headers: { 'user-agent': 'WhatsApp/2.23 facebookexternalhit/1.1' } });
  const html = await res.text();
  const page: CrawledPage = { status: res.status, html, bytes: Buffer.byteLength(html), title: '', meta: new Map(), links: new Map(), jsonLd: [], scripts: [], rootText: '' };
  const stack: string[] = [];
  let inRoot = 0;
  let script: { type: string; text: string } | null = null;
  const parser = new Parser({
    onopentag(name, attrs) {
      stack.push(name);
      if (name === 'meta') {
        const key = attrs.property ?? attrs.name;
        if (key) page.meta.set(key, [...(page.meta.get(key) ?? []), attrs.content ?? '']);
      }
      if (name === 'link' && attrs.rel) page.links.set(attrs.rel, attrs.href ?? '');
      if (name === 'script') script = { type: attrs.type ?? '', text: '' };
      if (name === 'div' && attrs.id === 'root') inRoot = stack.length;
    },
    ontext(text) {
      if (stack.at(-1) === 'title') page.title += text;
      if (script) script.text += text;
      if (inRoot > 0) page.rootText += text;
    },
    onclosetag(name) {
      if (name === 'script' && script) {
        if (script.type === 'application/ld+json') page.jsonLd.push(JSON.parse(script.text));
        page.scripts.push(script.text);
        script = null;
      }
      if (inRoot === stack.length) inRoot = 0;
      stack.pop();
    },
  }, { decodeEntities: true });
  parser.end(html);
  return page;
}

const one = (page: CrawledPage, key: string): string => {
  const values = page.meta.get(key) ?? [];
  expect(values, key).toHaveLength(1);
  return values[0] ?? '';
};

let kamra: ReadServiceHarness;
let server: Server;
let url: string;
let work: string;
let uploadDir: string;
let webDist: string;
let script: ListingScript;
/**
 * The controls of a first view that would take a reader's input before the app is there to act
 * on it (and lose it when the app's own controls replace them): every one should be disabled.
 */
const liveControls = (root: string): string[] =>
  [...root.matchAll(/<(?:button|input|select|textarea)\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !/\sdisabled[\s>]/.test(tag));

const ids: Record<string, string> = {};
let blockedSharePicture = '';
const FULL_ADDRESS_WAITING = 'House 77, Street 5, Shadman, Lahore';

async function picture(name: string, colour: string): Promise<ImageRef> {
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } }).webp().toFile(path.join(uploadDir, name));
  return { file: name, thumb: name, width: 1600, height: 1200 };
}

beforeAll(async () => {
  kamra = await startReadServiceHarness();
  work = mkdtempSync(path.join(tmpdir(), 'kamra-pages-'));
  uploadDir = path.join(work, 'uploads');
  webDist = path.join(work, 'dist');
  mkdirSync(uploadDir);
  mkdirSync(webDist);
  // The client's own index.html: the shell the built one is made from, head and root alike.
  copyFileSync(path.join(here, '../../../web/index.html'), path.join(webDist, 'index.html'));
  const app = express();
  app.use(pageRoutes({ db: kamra.db, now: () => new Date(), logger: createLogger('pages-test'), origin: ORIGIN, webDist, covers: new LocalImageStore(uploadDir), shareDir: path.join(work, 'share') }));
  const listening = await listen(app, 0);
  server = listening.server;
  url = `http://127.0.0.1:${listening.port}`;

  const admin = await kamra.signIn({ name: 'Admin Sahib', email: HARNESS_ADMIN_EMAIL });
  const owner = await kamra.signIn({ name: 'Ayesha Khan' });
  script = new ListingScript(kamra.store, { id: admin.userId, role: 'admin' });
  const pictures = [await picture('cover-a.webp', '#7a4b2a'), await picture('second.webp', '#335577')];
  const at = (address: string, daysAgo = 1) => ({ ...base(owner.userId, address, daysAgo), pictures });
  ids.room = await script.submit(roomSubmission(at('House 7, G-11/2, Islamabad'), {
    tagline: HOSTILE, rent: 25000, description: 'Sunny room <b>with</b> a balcony & a view.',
  }));
  ids.roommate = await script.submit(roommateSubmission(at('F-10/2, Islamabad'), { tagline: 'Looking for a calm roommate', rent: 18000 }));
  ids.accessory = await script.submit(accessorySubmission(at('Saddar, Karachi'), { tagline: 'Solid wooden study table', name: 'Study table', price: 8000, condition: 8 }));
  ids.pending = await script.submit(roomSubmission(at('Model Town, Lahore')));
  ids.rejected = await script.submit(roomSubmission(at('Satellite Town, Rawalpindi')));
  ids.deleted = await script.submit(roomSubmission(at('Johar Town, Lahore')));
  ids.closed = await script.submit(roomSubmission(at('DHA Phase 5, Lahore')));
  ids.expired = await script.submit(roomSubmission(at('Clifton, Karachi', 70)));
  for (const id of [ids.room, ids.roommate, ids.accessory, ids.deleted, ids.closed]) await script.approve(id ?? '');
  await script.approve(ids.expired ?? '', new Date(Date.now() - 65 * DAY));
  await script.reject(ids.rejected ?? '', 'Pictures do not show the room');
  await script.delete(ids.deleted ?? '', { id: owner.userId, role: 'user' });
  await kamra.record({ type: 'ListingClosed', data: { listingId: ids.closed ?? '', outcome: 'rented', closedAt: new Date().toISOString() } }, { id: owner.userId, role: 'user' });
  ids.blog = randomUUID();
  await kamra.record({
    type: 'BlogPublished',
    data: { blogId: ids.blog, title: 'Renting in Lahore: a checklist', description: 'What to check before you pay an advance.', category: BLOG_CATEGORIES[0], content: '<p>Check the meter.</p>', pictures },
  }, { id: admin.userId, role: 'admin' });
  // Only the area is public; the waiting revision shows another house and all of the address.
  const areaOnly = roomSubmission(at('House 144, Street 23, Shadman, Lahore'), { tagline: 'Quiet room in Shadman', addressShown: 'area' });
  ids.areaOnly = await script.submit(areaOnly);
  await script.approve(ids.areaOnly);
  const waiting = roomSubmission(at(FULL_ADDRESS_WAITING), { tagline: 'Quiet room in Shadman', addressShown: 'full' });
  if (waiting.data.kind !== 'room') throw new Error('a room was expected');
  const waitingFields = waiting.data.fields;
  await kamra.record({
    type: 'ListingRevised',
    data: {
      listingId: ids.areaOnly, kind: 'room', fields: waitingFields, pictures, profile: areaOnly.data.profile, revisedAt: new Date().toISOString(), besideLive: true,
      changes: [{ field: 'address', from: areaOnly.data.fields.address, to: FULL_ADDRESS_WAITING }, { field: 'addressShown', from: 'area', to: 'full' }],
    },
  }, { id: owner.userId, role: 'user' });
  // A listing public until its owner is blocked; the picture its page named then is never drawn.
  const blockedOwner = await kamra.signIn({ name: 'Lister Soon Blocked' });
  ids.blockedOwners = await script.submit(roomSubmission({ ...base(blockedOwner.userId, 'Gulberg III, Lahore', 1), pictures }, { tagline: 'Room of a blocked owner' }));
  await script.approve(ids.blockedOwners);
  await kamra.projector.caughtUp();
  blockedSharePicture = (await crawl(`${url}/rooms/${ids.blockedOwners}`)).meta.get('og:image')?.[0] ?? '';
  await kamra.record({ type: 'UserBlocked', data: { userId: blockedOwner.userId, reason: 'Fake listings' } }, { id: admin.userId, role: 'admin' });
  await kamra.projector.caughtUp();
}, 60_000);

afterAll(async () => {
  await closeServer(server);
  await kamra.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a listing page shared in Urdu', () => {
  const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);

  it('is written in Urdu for a crawler at ?lang=ur, its own canonical, and each language names the other', async () => {
    const canonical = `${ORIGIN}/rooms/${ids.room}`;
    const urdu = await crawl(`${url}/rooms/${ids.room}?lang=ur`);
    expect(urdu.status).toBe(200);
    expect(/<html[^>]*>/.exec(urdu.html)?.[0]).toContain('lang="ur" dir="rtl"');
    expect(one(urdu, 'description')).toBe(`کرایے کے لیے کمرہ، House 7, G-11/2, Islamabad میں، 25,000 روپے ماہانہ۔ ${HOSTILE}`);
    expect(one(urdu, 'og:locale')).toBe('ur_PK');
    expect(one(urdu, 'og:locale:alternate')).toBe('en_PK');
    expect(urdu.links.get('canonical')).toBe(`${canonical}?lang=ur`);
    expect(one(urdu, 'og:url')).toBe(`${canonical}?lang=ur`);
    const both = [['en', canonical], ['ur', `${canonical}?lang=ur`], ['x-default', canonical]];
    expect(alternates(urdu.html)).toEqual(both);

    const english = await crawl(`${url}/rooms/${ids.room}`);
    expect(one(english, 'og:locale')).toBe('en_PK');
    expect(alternates(english.html)).toEqual(both);
    // The reader's own choice comes before the link's.
    const chosen = await fetch(`${url}/rooms/${ids.room}?lang=ur`, { headers: { cookie: 'kamra_lang=en' } });
    expect(/<html[^>]*>/.exec(await chosen.text())?.[0]).toContain('lang="en-PK"');
  });
});

describe('a page of the site shared in either language', () => {
  const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
  const file = {
    '/aboutUs': { en: { title: 'About Us', description: 'Our vision & mission' }, ur: { title: 'ہمارے بارے میں', description: 'ہمارا وژن' } },
    '/blogs': { en: { title: HOSTILE }, ur: { title: 'بلاگز' } },
  };

  it('is titled and described in the reader\'s language, names its own canonical and its address in each language', async () => {
    writeFileSync(path.join(webDist, 'page-heads.json'), JSON.stringify(file));
    try {
      const about = `${ORIGIN}/aboutUs`;
      const both = [['en', about], ['ur', `${about}?lang=ur`], ['x-default', about]];
      const english = await crawl(`${url}/aboutUs`);
      expect(english.title).toBe('Kamra | About Us');
      expect(one(english, 'description')).toBe('Our vision & mission');
      expect(english.links.get('canonical')).toBe(about);
      expect(one(english, 'og:title')).toBe('Kamra | About Us');
      expect(one(english, 'og:locale')).toBe('en_PK');
      expect(one(english, 'twitter:card')).toBe('summary');
      expect(alternates(english.html)).toEqual(both);

      // Asked by the link, the reader's choice, or the browser's language, and in any case.
      const asked = [
        await crawl(`${url}/aboutUs?lang=ur`),
        await (async () => { const res = await fetch(`${url}/ABOUTUS/`, { headers: { cookie: 'kamra_lang=ur' } }); return { html: await res.text() }; })(),
        await (async () => { const res = await fetch(`${url}/aboutUs`, { headers: { 'accept-language': 'ur-PK,ur;q=0.9' } }); return { html: await res.text() }; })(),
      ];
      for (const { html } of asked) {
        expect(html).toContain('<title>Kamra | ہمارے بارے میں</title>');
        expect(html).toContain('<meta name="description" content="ہمارا وژن" />');
        expect(html).toContain(`<link rel="canonical" href="${about}?lang=ur" />`);
        expect(html).toContain('<meta property="og:locale" content="ur_PK" />');
        expect(alternates(html)).toEqual(both);
      }

      // Its texts are text; a page without its own description has the site's.
      const blogs = await crawl(`${url}/blogs`);
      expect(blogs.title).toBe(`Kamra | ${HOSTILE}`);
      expect(blogs.html).not.toContain('<script>alert(1)');
      expect(one(blogs, 'description')).toContain('Kamra is Pakistan');
    } finally {
      rmSync(path.join(webDist, 'page-heads.json'));
    }
  });

  it('keeps the shell\'s head for pages the build has no texts for, private areas, and files it cannot read', async () => {
    const shellTitle = /<title>([^<]*)<\/title>/.exec(readFileSync(path.join(webDist, 'index.html'), 'utf8'))?.[1];
    writeFileSync(path.join(webDist, 'page-heads.json'), JSON.stringify({ ...file, '/saved': file['/aboutUs'], '/career': { en: { title: 42 } } }));
    try {
      for (const pathname of ['/searchResult', '/saved', '/career']) {
        const page = await crawl(url + pathname);
        expect(page.status, pathname).toBe(200);
        expect(page.title, pathname).toBe(shellTitle);
        expect(page.links.has('canonical'), pathname).toBe(false);
      }
      // Half written, or not what a build writes: the preloads' file too (it was a 500).
      for (const text of ['{ not json', 'null', '[1]']) {
        writeFileSync(path.join(webDist, 'page-heads.json'), text);
        writeFileSync(path.join(webDist, 'landing-pages.json'), text);
        for (const pathname of ['/aboutUs', '/']) {
          const page = await crawl(url + pathname);
          expect([page.status, page.title], `${pathname} ${text}`).toEqual([200, shellTitle]);
        }
      }
    } finally {
      rmSync(path.join(webDist, 'page-heads.json'));
      rmSync(path.join(webDist, 'landing-pages.json'), { force: true });
    }
  });
});

describe('a listing page as a crawler reads it', () => {
  it('carries title, description, canonical, Open Graph, Twitter card and JSON-LD, every value as text', async () => {
    const page = await crawl(`${url}/rooms/${ids.room}`);
    expect(page.status).toBe(200);
    expect(page.bytes).toBeLessThan(300 * 1024);
    // The hostile tagline stays text: one title, its characters intact, no script of its own.
    expect(page.title).toBe(`Kamra | ${HOSTILE}`);
    expect(page.scripts.some((text) => text.includes('alert(1)') && !text.includes('"@context"'))).toBe(false);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.html).not.toContain('</title><script>');
    const canonical = `${ORIGIN}/rooms/${ids.room}`;
    expect(page.links.get('canonical')).toBe(canonical);
    expect(one(page, 'description')).toBe(`Room for rent in House 7, G-11/2, Islamabad, PKR 25,000 a month. ${HOSTILE}`);
    expect(one(page, 'og:title')).toBe(`Kamra | ${HOSTILE}`);
    expect(one(page, 'og:description')).toBe(one(page, 'description'));
    expect(one(page, 'og:url')).toBe(canonical);
    expect(one(page, 'og:type')).toBe('website');
    expect(one(page, 'og:site_name')).toBe('Kamra');
    expect(one(page, 'og:locale')).toBe('en_PK');
    expect(page.meta.get('og:image:width')).toEqual(['1200', '600']);
    expect(page.meta.get('og:image:height')).toEqual(['630', '600']);
    const [wide, square] = page.meta.get('og:image') ?? [];
    expect(wide).toMatch(new RegExp(`^${ORIGIN}/share/listings/${ids.room}/[0-9a-f]{32}-wide\\.jpg$`));
    expect(square).toMatch(/-square\.jpg$/);
    expect(one(page, 'twitter:card')).toBe('summary_large_image');
    expect(one(page, 'twitter:title')).toBe(`Kamra | ${HOSTILE}`);
    expect(one(page, 'twitter:image')).toBe(wide);
    expect(page.meta.has('robots')).toBe(false);
    expect(page.jsonLd).toEqual([expect.objectContaining({
      '@context': 'https://schema.org', '@type': 'Offer', name: HOSTILE, url: canonical, price: 25000, priceCurrency: 'PKR',
      priceSpecification: expect.objectContaining({ '@type': 'UnitPriceSpecification', price: 25000, priceCurrency: 'PKR', unitCode: 'MON' }),
      image: [`${ORIGIN}/uploads/cover-a.webp`, `${ORIGIN}/uploads/second.webp`],
      itemOffered: expect.objectContaining({ '@type': 'Room', address: expect.objectContaining({ streetAddress: 'House 7, G-11/2, Islamabad', addressCountry: 'PK' }) }),
    })]);
    // Text for crawlers inside the root the app replaces: tagline, rent, place, features, description.
    for (const text of [HOSTILE, 'PKR 25,000 / month', 'G-11/2, Islamabad', 'internet', 'Sunny room <b>with</b> a balcony & a view.']) {
      expect(page.rootText).toContain(text);
    }
  });

  it('names one canonical URL whichever path reached the listing', async () => {
    for (const pathname of [`/advanceRoomSearch/rooms/${ids.room}`, `/myListing/room/${ids.room}`, `/ROOMS/${ids.room}`]) {
      const page = await crawl(url + pathname);
      expect(page.status, pathname).toBe(200);
      expect(page.links.get('canonical')).toBe(`${ORIGIN}/rooms/${ids.room}`);
    }
  });

  it('offers a roommate ad as monthly accommodation and an accessory as a used product', async () => {
    const roommate = await crawl(`${url}/roommate/${ids.roommate}`);
    expect(roommate.jsonLd[0]).toMatchObject({ '@type': 'Offer', price: 18000, priceCurrency: 'PKR', priceSpecification: { unitCode: 'MON' }, itemOffered: { '@type': 'Accommodation' } });
    const accessory = await crawl(`${url}/accessories/${ids.accessory}`);
    expect(one(accessory, 'description')).toBe('For sale: Study table in Saddar, Karachi, PKR 8,000. Solid wooden study table');
    expect(accessory.jsonLd[0]).toMatchObject({
      '@type': 'Product', name: 'Solid wooden study table',
      offers: { '@type': 'Offer', price: 8000, priceCurrency: 'PKR', itemCondition: 'https://schema.org/UsedCondition' },
      additionalProperty: [{ name: 'Condition', value: '8/10' }],
    });
    expect(accessory.rootText).toContain('PKR 8,000');
  });
});

describe('statuses', () => {
  it('answers 404 with noindex for listings that are not public, and for unknown ids and paths', async () => {
    const missing = ['pending', 'rejected', 'deleted', 'closed', 'expired', 'blockedOwners'].map((name) => `/rooms/${ids[name]}`);
    for (const pathname of [...missing, `/rooms/${randomUUID()}`, '/no-such-page', '/rooms', '/blog/nope', '/notFound']) {
      const page = await crawl(url + pathname);
      expect(page.status, pathname).toBe(404);
      expect(one(page, 'robots')).toBe('noindex');
      expect(page.meta.has('og:title')).toBe(false);
      expect(page.rootText).toBe('');
    }
  });

  it('answers the pages the client knows with 200, private areas with noindex', async () => {
    for (const pathname of ['/', '/aboutUs', '/blogs', '/searchResult']) {
      const page = await crawl(url + pathname);
      expect(page.status, pathname).toBe(200);
      expect(page.meta.has('robots'), pathname).toBe(false);
    }
    for (const pathname of ['/myListing', '/listRoom', '/my_admin_dashboard/admin_newListings', '/advanceSearch']) {
      const page = await crawl(url + pathname);
      expect(page.status, pathname).toBe(200);
      expect(one(page, 'robots')).toBe('noindex');
    }
  });

  it('moves a public listing asked at another kind\'s address to its own, and keeps the owner\'s address of it out of indexes', async () => {
    for (const pathname of [`/roommate/${ids.room}`, `/accessories/${ids.room}?from=share`]) {
      const res = await fetch(url + pathname, { redirect: 'manual' });
      expect(res.status, pathname).toBe(301);
      expect(res.headers.get('location'), pathname).toBe(`/rooms/${ids.room}${pathname.includes('?') ? '?from=share' : ''}`);
    }
    const own = await crawl(`${url}/myListing/room/${ids.room}`);
    expect(own.status).toBe(200);
    expect(one(own, 'robots')).toBe('noindex');
    expect(own.links.get('canonical')).toBe(`${ORIGIN}/rooms/${ids.room}`);
    expect((await crawl(`${url}/rooms/${ids.room}`)).meta.has('robots')).toBe(false);
  });

  it('gives a blog post its head and a BlogPosting', async () => {
    const page = await crawl(`${url}/advanceAccessoriesSearch/blog/${ids.blog}`);
    expect(page.status).toBe(200);
    expect(page.title).toBe('Kamra | Renting in Lahore: a checklist');
    expect(page.links.get('canonical')).toBe(`${ORIGIN}/blog/${ids.blog}`);
    expect(one(page, 'og:type')).toBe('article');
    expect(one(page, 'og:image')).toBe(`${ORIGIN}/uploads/cover-a.webp`);
    expect(page.jsonLd[0]).toMatchObject({ '@type': 'BlogPosting', headline: 'Renting in Lahore: a checklist', url: `${ORIGIN}/blog/${ids.blog}` });
  });
});

describe('robots.txt and the sitemap', () => {
  it('keeps crawlers out of private areas and names the sitemap', async () => {
    const robots = await (await fetch(`${url}/robots.txt`)).text();
    for (const line of ['Disallow: /my_admin_dashboard', 'Disallow: /myListing', 'Disallow: /listRoom', 'Disallow: /listRoomMate', 'Disallow: /listAccessories', 'Disallow: /api/', `Sitemap: ${ORIGIN}/sitemap.xml`]) {
      expect(robots).toContain(line);
    }
    expect(robots).not.toMatch(/Disallow: \/rooms/);
  });

  it('holds exactly the public listings and the blogs, found from the index', async () => {
    const index = await fetch(`${url}/sitemap.xml`);
    expect(index.status).toBe(200);
    const indexXml = await index.text();
    const pages = [...indexXml.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1] ?? '');
    expect(pages).toHaveLength(2);
    const urls: string[] = [];
    for (const page of pages) {
      const res = await fetch(page.replace(ORIGIN, url));
      expect(res.status).toBe(200);
      const xml = await res.text();
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      for (const m of xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d\d-\d\dT[^<]+)<\/lastmod><\/url>/g)) urls.push(m[1] ?? '');
    }
    expect(urls.sort()).toEqual([
      `${ORIGIN}/rooms/${ids.room}`, `${ORIGIN}/roommate/${ids.roommate}`, `${ORIGIN}/accessories/${ids.accessory}`, `${ORIGIN}/blog/${ids.blog}`,
      `${ORIGIN}/rooms/${ids.areaOnly}`,
    ].sort());
    // A blocked owner's listing left it with the block.
    expect(urls.some((u) => u.includes(ids.blockedOwners ?? '-'))).toBe(false);
  });
});

describe('the share picture', () => {
  it('has the sizes its tags name, is immutable, and changes with the public rent or cover', async () => {
    const page = await crawl(`${url}/rooms/${ids.room}`);
    const [wide = '', square = ''] = page.meta.get('og:image') ?? [];
    // Asked for at once, drawn once: every answer is the same whole picture.
    const answers = await Promise.all([wide, wide, wide, square].map((image) => fetch(image.replace(ORIGIN, url))));
    const bodies = await Promise.all(answers.map(async (res) => Buffer.from(await res.arrayBuffer())));
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect(bodies[1]?.equals(bodies[0] ?? Buffer.alloc(0))).toBe(true);
    expect(await sharp(bodies[0]).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(await sharp(bodies[3]).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 600 });
    // The cover shows through at the top, the rent's band darkens the foot.
    const { dominant } = await sharp(bodies[0]).extract({ left: 600, top: 150, width: 200, height: 100 }).stats();
    expect(Math.abs(dominant.r - 0x7a)).toBeLessThan(24);

    // What an approved revision leaves in the read tables: the new rent, then a new cover.
    const revise = async (change: (fields: Record<string, unknown>) => Record<string, unknown>, pictures?: ImageRef[]) => {
      const row = await kamra.db.selectFrom('listings').select(['fields']).where('id', '=', ids.room ?? '').executeTakeFirstOrThrow();
      const fields = change(row.fields as Record<string, unknown>);
      await kamra.db.updateTable('listings').set({ fields: JSON.stringify(fields), amount: Number(fields.rent), ...(pictures ? { pictures: JSON.stringify(pictures) } : {}) }).where('id', '=', ids.room ?? '').execute();
      return (await crawl(`${url}/rooms/${ids.room}`)).meta.get('og:image')?.[0] ?? '';
    };
    const afterRent = await revise((fields) => ({ ...fields, rent: 27000 }));
    expect(afterRent).not.toBe(wide);
    const afterCover = await revise((fields) => fields, [await picture('cover-b.webp', '#22aa44')]);
    expect(afterCover).not.toBe(afterRent);
    const newPicture = Buffer.from(await (await fetch(afterCover.replace(ORIGIN, url))).arrayBuffer());
    expect((await sharp(newPicture).extract({ left: 600, top: 150, width: 200, height: 100 }).stats()).dominant.g).toBeGreaterThan(120);
    // The old picture went with the old version; a name no page links to is never drawn, and a
    // picture drawn for one listing is not served under another's id.
    expect((await fetch(wide.replace(ORIGIN, url))).status).toBe(404);
    expect((await fetch(`${url}/share/listings/${ids.room}/${'0'.repeat(32)}-wide.jpg`)).status).toBe(404);
    expect((await fetch(`${url}/share/listings/${ids.pending}/${'0'.repeat(32)}-wide.jpg`)).status).toBe(404);
    const current = afterCover.replace(ORIGIN, url);
    expect((await fetch(current)).status).toBe(200);
    expect((await fetch(current.replace(ids.room ?? '', ids.areaOnly ?? ''))).status).toBe(404);
  });
});

describe('a blocked owner\'s listing', () => {
  it('is a 404 page, out of the sitemap (above), and its share picture is never drawn', async () => {
    expect(blockedSharePicture).toMatch(/-wide\.jpg$/);
    const page = await crawl(`${url}/rooms/${ids.blockedOwners}`);
    expect(page.status).toBe(404);
    expect(page.html).not.toContain('Room of a blocked owner');
    expect((await fetch(blockedSharePicture.replace(ORIGIN, url))).status).toBe(404);
  });
});

describe('a listing that shows only its area', () => {
  const hidden = ['House 144', 'Street 23', 'House 77', 'Street 5'];

  it('names only the area in its head, JSON-LD, summary and share picture, even with a full address waiting in a revision', async () => {
    const page = await crawl(`${url}/rooms/${ids.areaOnly}`);
    expect(page.status).toBe(200);
    for (const part of hidden) expect(page.html, part).not.toContain(part);
    expect(one(page, 'description')).toBe('Room for rent in Shadman, Lahore, PKR 25,000 a month. Quiet room in Shadman');
    expect(page.jsonLd[0]).toMatchObject({ itemOffered: { address: { streetAddress: 'Shadman, Lahore', addressLocality: 'Lahore' } } });
    expect(page.rootText).toContain('Shadman, Lahore');
    // The picture's name is the hash of what it draws: this names the area and nothing more.
    const [wide = ''] = page.meta.get('og:image') ?? [];
    const drawn = { cover: 'cover-a.webp', amount: 'PKR 25,000 / month', area: 'Shadman, Lahore', kind: 'room' } as const;
    expect(wide).toBe(`${ORIGIN}/share/listings/${ids.areaOnly}/${shareHash(drawn)}-wide.jpg`);
    expect((await fetch(wide.replace(ORIGIN, url))).status).toBe(200);
  });
});

describe('the page\'s language in its first bytes', () => {
  const htmlTag = async (pathname: string, headers: Record<string, string>) => {
    const res = await fetch(url + pathname, { headers });
    expect(res.status, pathname).toBeLessThan(500);
    expect(res.headers.get('vary'), pathname).toMatch(/Cookie.*Accept-Language/i);
    const html = await res.text();
    return { status: res.status, tag: /<html[^>]*>/.exec(html)?.[0], early: html.indexOf('<html') < 200 };
  };
  const pages = () => [`/rooms/${ids.room}`, `/advanceAccessoriesSearch/blog/${ids.blog}`, '/', '/myListing', '/no-such-page'];

  it('is Urdu, right to left, on every kind of page for a reader who chose Urdu or whose browser asks for it', async () => {
    for (const pathname of pages()) {
      for (const headers of [{ cookie: 'kamra_lang=ur' }, { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.8' }] as Record<string, string>[]) {
        const page = await htmlTag(pathname, headers);
        expect(page.tag, pathname).toBe('<html lang="ur" dir="rtl">');
        expect(page.early).toBe(true);
      }
    }
  });

  it('is English, left to right, when the reader chose English, asked for nothing or sent nonsense', async () => {
    const hostile: Record<string, string>[] = [
      { cookie: 'kamra_lang=en', 'accept-language': 'ur' },
      {},
      { cookie: `kamra_lang=${'ur'.repeat(3000)}`, 'accept-language': 'ur;q=2' },
      { cookie: 'kamra_lang=%00ur', 'accept-language': '*;q=0.1, en;q=nope' },
      { cookie: `kamra_lang=${encodeURIComponent('اردو')}`, 'accept-language': encodeURIComponent('اردو') },
      { 'accept-language': `ur,${'x-'.repeat(3000)}` },
    ];
    for (const headers of hostile) {
      const page = await htmlTag(`/rooms/${ids.room}`, headers);
      expect(page.status).toBe(200);
      expect(page.tag, JSON.stringify(headers).slice(0, 80)).toBe('<html lang="en-PK" dir="ltr">');
    }
  });
});

describe('the preloads of a page a visitor lands on', () => {
  const preloadsOf = async (pathname: string, headers: Record<string, string> = {}) => {
    const html = await (await fetch(url + pathname, { headers })).text();
    const head = html.slice(0, html.indexOf('</head>'));
    return {
      scripts: [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]),
      styles: [...head.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)">/g)].map((match) => match[1]),
    };
  };

  it('names the chunks, texts and styles of the home page, search results and a public listing, in the reader\'s language', async () => {
    const assets = (page: string, language: string) => ({ scripts: [`/assets/${page}-${language}.js`], styles: [`/assets/${page}.css`] });
    const file = Object.fromEntries(['home', 'search', 'listing'].map((page) => [page, { en: assets(page, 'en'), ur: assets(page, 'ur') }]));
    writeFileSync(path.join(webDist, 'landing-pages.json'), JSON.stringify(file));
    try {
      expect(await preloadsOf('/')).toEqual(assets('home', 'en'));
      expect(await preloadsOf('/', { cookie: 'kamra_lang=ur' })).toEqual(assets('home', 'ur'));
      expect(await preloadsOf('/searchResult?location=lahore&listed=room')).toEqual(assets('search', 'en'));
      expect(await preloadsOf(`/rooms/${ids.room}`)).toEqual(assets('listing', 'en'));
      // Pages nobody lands on from outside, private areas and 404s name nothing extra.
      for (const pathname of ['/aboutUs', '/myListing', `/rooms/${ids.pending}`, '/no-such-page']) {
        expect(await preloadsOf(pathname), pathname).toEqual({ scripts: [], styles: [] });
      }
    } finally {
      rmSync(path.join(webDist, 'landing-pages.json'));
    }
  });

  it('with the texts of the home page, write its first view in the reader\'s language, styled from the document alone', async () => {
    const texts = (language: string) => ({
      common: { skipToContent: `skip ${language}`, brandHome: 'Kamra, home', nav: { main: 'Main', mainMobile: 'Main (mobile)', home: `home ${language}`, about: 'About', aboutShort: 'About', blogs: 'Blogs', advertise: 'Advertise with us', advertiseShort: 'Advertise', signUpLogin: 'SignUp / Login', login: 'Login' }, language: { english: 'English', urdu: 'اردو' } },
      home: {
        greeting: { morning: 'morning', afternoon: 'afternoon', evening: 'evening' },
        hero: { welcome: 'Hello! {{greeting}}.', title: `title ${language} <accent>accent</accent> <b>&`, lead: `lead ${language}`, listRoom: 'List Room', findRoom: 'Find Room', listRoommate: 'List Roommate', findRoommate: 'Find Roommate', advancedSearch: 'Advanced Search', chipPlace: '/ month', chipReviewed: 'Reviewed' },
        placeSearch: { label: 'Place', placeholder: 'Search "here"', submit: 'Search' },
      },
    });
    const home = (language: string) => ({ scripts: ['/assets/home.js'], styles: ['/assets/home.css'], texts: texts(language) });
    writeFileSync(path.join(webDist, 'landing-pages.json'), JSON.stringify({ home: { en: home('en'), ur: home('ur') } }));
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'assets/home.css'), '.hero{color:#fff}');
    try {
      const html = await (await fetch(`${url}/`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toContain('<p class="hero__lead">lead en</p>');
      expect(root).toContain('<h1 class="hero__title">title en <span>accent</span> &lt;b&gt;&amp;</h1>');
      expect(root).toContain('placeholder="Search &quot;here&quot;"');
      expect(root).toContain('<input id="place-search" disabled');
      expect(liveControls(root)).toEqual([]);
      expect(root).toMatch(/<p class="hero__greeting">Hello! (morning|afternoon|evening)\.<\/p>/);
      expect(root).toContain('<a aria-current="page" href="/" class="navbar__link is-active">home en</a>');
      // Its styles are in the head; the app's code is asked for only after the view's bytes.
      expect(head).toContain('<style>.hero{color:#fff}</style>');
      expect(head).not.toMatch(/<link rel="stylesheet"|<script type="module"|modulepreload/);
      expect(root.indexOf('class="hero"')).toBeLessThan(root.indexOf('<link rel="modulepreload" crossorigin href="/assets/home.js">'));
      expect(root).toContain('<script type="module"');

      const urdu = await (await fetch(`${url}/`, { headers: { cookie: 'kamra_lang=ur' } })).text();
      expect(urdu).toContain('<html lang="ur" dir="rtl">');
      expect(urdu).toContain('<p class="hero__lead">lead ur</p>');
      expect(urdu).toContain('<button type="button" disabled class="language-switch" lang="en" dir="ltr">English</button>');
      // Other pages have no first view of their own.
      expect(await (await fetch(`${url}/aboutUs`)).text()).toContain('<div id="root"></div>');
      // Nor has a signed-in reader's page: its visitor's navbar would say "SignUp / Login".
      const signedIn = await fetch(`${url}/`, { headers: { cookie: 'kamra_lang=ur; kamra_signed_in=1' } });
      const signedInHtml = await signedIn.text();
      expect(signedInHtml).toContain('<div id="root"></div>');
      expect(signedInHtml).toContain('<html lang="ur" dir="rtl">');
      expect(signedIn.headers.get('vary')).toMatch(/Cookie/);
      // The hint is one exact pair, not any cookie that mentions it.
      expect(await (await fetch(`${url}/`, { headers: { cookie: 'x_kamra_signed_in=1; kamra_signed_in=0' } })).text()).toContain('<p class="hero__lead">lead en</p>');
    } finally {
      rmSync(path.join(webDist, 'landing-pages.json'));
    }
  });

  it('with the texts of a listing, write its header and gallery as the app shows them, escaped, its words still there for crawlers', async () => {
    const texts = (language: string) => ({
      common: {
        nav: { home: 'Home' }, kinds: { room: `room ${language}` }, badges: { new: 'NEW', boosted: 'Boosted' }, favourite: { save: 'Save' },
        money: language === 'ur' ? { rupees: '{{amount}} روپے', perMonth: '{{amount}} ماہانہ' } : { rupees: 'PKR {{amount}}', perMonth: '{{amount}} / month' },
      },
      listing: {
        gallery: { larger: 'Larger', picture: '{{title}}, picture {{number}} of {{count}}', pictures: 'Pictures', show: 'Show {{number}}' },
        contact: { yourMessage: `message ${language}`, sms: 'Send SMS', call: 'Call', whatsapp: 'WhatsApp', message: `About "{{tagline}}" ${language}` },
      },
      listings: { share: { share: 'Share' }, contactLister: 'Contact the lister' },
    });
    const listing = (language: string) => ({ scripts: [], styles: [], texts: texts(language) });
    writeFileSync(path.join(webDist, 'landing-pages.json'), JSON.stringify({ listing: { en: listing('en'), ur: listing('ur') } }));
    try {
      const html = await (await fetch(`${url}/rooms/${ids.room}`)).text();
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toContain('<p class="listing__kind">room en<span class="badge badge--new">NEW</span></p>');
      expect(root).toContain(`<h1 class="listing__title" dir="auto">${escapeHtml(HOSTILE)}</h1>`);
      // Grouped as the app's Intl in the reader's language groups it (an earlier test changes the rent).
      expect(/<p class="listing__amount">([^<]*)<\/p>/.exec(root)?.[1]).toMatch(/^PKR \d{2},\d{3} \/ month$/);
      expect(root).toMatch(/<button type="button" disabled class="gallery__main" aria-label="Larger"><img [^>]*fetchpriority="high"[^>]*src="\/uploads\/[\w.-]+\.webp"><\/button>/);
      expect(root).toContain(`alt="${escapeHtml(HOSTILE)}, picture 1 of `);
      expect(liveControls(root)).toEqual([]);
      // The header's link has its target before the app takes over: the contact block, between the pictures and the words.
      expect(root).toContain('<a class="btn btn--primary listing__contact-link" href="#contact">Contact the lister</a>');
      const contact = root.indexOf('<aside class="listing__aside" id="contact">');
      expect(contact).toBeGreaterThan(root.indexOf('class="gallery__main"'));
      expect(contact).toBeLessThan(root.indexOf('class="listing__main"'));
      // Its links already work, carrying the message the app would start with.
      expect(root).toContain('<label for="contact-message" class="contact__label">message en</label>');
      // A control the app is not there to act on yet is disabled, as the others are.
      expect(root).toContain(`disabled>${escapeHtml(`About "${HOSTILE}" en`)}</textarea>`);
      const sms = /<a class="btn btn--primary" href="(sms:[^"]*)">Send SMS<\/a>/.exec(root)?.[1] ?? '';
      expect(sms).toMatch(/^sms:\+92\d{10}\?body=/);
      expect(sms).toContain(escapeHtml(encodeURIComponent(`About "${HOSTILE}" en`)));
      expect(root).toContain('Sunny room &lt;b&gt;with&lt;/b&gt; a balcony &amp; a view.');
      expect(root).not.toContain('<b>with</b>');
      const urdu = await (await fetch(`${url}/rooms/${ids.room}`, { headers: { cookie: 'kamra_lang=ur' } })).text();
      // Each value set apart from the Urdu around it, as the app's texts set it (contracts' isolatedIn).
      expect(/<p class="listing__amount">([^<]*)<\/p>/.exec(urdu)?.[1]).toMatch(/^\u2068\u2068\d{2},\d{3}\u2069 روپے\u2069 ماہانہ$/);
      // The message is typed text: no isolates around the tagline, as the app's contactMessage writes it.
      expect(/<textarea [^>]*>([^<]*)<\/textarea>/.exec(urdu)?.[1]).toMatch(/^About &quot;[^\u2068\u2069]*&quot; ur$/);
      // A signed-in reader gets the words for crawlers, not the visitor's view.
      const signedIn = await (await fetch(`${url}/rooms/${ids.room}`, { headers: { cookie: 'kamra_signed_in=1' } })).text();
      expect(signedIn).not.toContain('class="listing__kind"');
      expect(signedIn).toContain('Sunny room &lt;b&gt;with&lt;/b&gt; a balcony &amp; a view.');
      // A listing only its owner may see has no first view: it is a 404 to everyone else.
      expect(await (await fetch(`${url}/rooms/${ids.pending}`)).text()).toContain('<div id="root"></div>');
    } finally {
      rmSync(path.join(webDist, 'landing-pages.json'));
    }
  });

  describe('with the texts of search results', () => {
    const localeFile = (language: string, namespace: string): unknown =>
      JSON.parse(readFileSync(path.join(here, '../../../web/src/i18n/locales', language, `${namespace}.json`), 'utf8'));
    const search = (language: string) => ({
      scripts: [], styles: [], texts: Object.fromEntries(['common', 'search', 'options'].map((namespace) => [namespace, localeFile(language, namespace)])),
    });
    beforeAll(() => {
      writeFileSync(path.join(webDist, 'landing-pages.json'), JSON.stringify({ search: { en: search('en'), ur: search('ur') } }));
    });
    afterAll(() => rmSync(path.join(webDist, 'landing-pages.json')));

    /** The page's root and the answer it carries for the app, if any. */
    const resultsPage = async (query: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${url}/searchResult${query}`, { headers });
      const html = await res.text();
      const root = html.slice(html.indexOf('<div id="root">'));
      const carried = /<script type="application\/json" id="kamra-first-results">([^<]*)<\/script>/.exec(html)?.[1];
      return { status: res.status, html, root, carried: carried === undefined ? undefined : (JSON.parse(carried) as { path: string; page: { items: { id: string }[]; total: number } }) };
    };

    it('write the page\'s heading, tabs, toolbar and cards as the app shows them, with the answer the API gives its first search', async () => {
      const page = await resultsPage('?location=Islamabad&listed=room');
      expect(page.status).toBe(200);
      expect(page.root).toContain('<h1>Search results</h1>');
      expect(page.root).toContain('Room listings in <strong class="search-page__place" dir="auto">Islamabad</strong> · <a href="/searchResult?location=all&amp;listed=room">search everywhere</a>');
      expect(page.root).toContain('<a href="/searchResult?location=Islamabad&amp;listed=room" class="search-tabs__tab is-active" aria-current="page">Room</a>');
      expect(page.root).toContain(`<h3 class="listing-tile__title" dir="auto">${escapeHtml(HOSTILE)}</h3>`);
      expect(page.html).not.toContain('<script>alert(1)');
      // The first card's picture loads at once, the rest when near the view.
      expect(page.root).toMatch(/<img src="\/uploads\/[\w.-]+\.webp" alt="" loading="eager" fetchpriority="high"/);
      const api = await (await fetch(`${kamra.url}/api/listings?kind=room&location=Islamabad`)).json();
      expect(page.carried).toEqual({ path: '/api/listings?kind=room&location=Islamabad', page: api });
      expect(page.carried?.page.items.map((card) => card.id)).toContain(ids.room);

      const urdu = await resultsPage('?location=Islamabad&listed=room', { cookie: 'kamra_lang=ur' });
      expect(urdu.html).toContain('<html lang="ur" dir="rtl">');
      expect(urdu.root).toContain('<h1>تلاش کے نتائج</h1>');
      expect(urdu.root).toMatch(/<p class="listing-tile__amount">\u2068\u2068\d{2},\d{3}\u2069 روپے\u2069 ماہانہ<\/p>/);
    });

    it('name an area searched for in the page\'s language', async () => {
      const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
      const english = await resultsPage(`?location=${encodeURIComponent('G-11, Islamabad')}&listed=room`);
      expect(plain(english.root)).toMatch(/\d+ rooms? in G-11/);
      const urdu = await resultsPage(`?location=${encodeURIComponent('G-11, Islamabad')}&listed=room`, { cookie: 'kamra_lang=ur' });
      expect(plain(urdu.root)).toContain('جی 11 میں');
      expect(plain(urdu.root)).not.toContain('G-11 میں');
    });

    it('read the filters and the order as the app does, and carry the API\'s answer to that search', async () => {
      const page = await resultsPage('?location=all&listed=accessories&price=9000&name=%20table%20&rent=5&sort=price_desc&utm_source=x');
      expect(page.carried?.path).toBe('/api/listings?price=9000&name=table&sort=price_desc&kind=accessory&location=all');
      expect(page.carried?.page.items.map((card) => card.id)).toEqual([ids.accessory]);
      expect(page.root).toContain('<button type="button" disabled class="btn btn--outline search-toolbar__filters" aria-haspopup="dialog">Filters (2)</button>');
      expect(page.root).toContain('<option value="price_desc" selected>Price: high to low</option>');
      expect(page.root).toContain('<select class="input" disabled>');
      expect(liveControls(page.root)).toEqual([]);
    });

    it('keep a seeker\'s odd or hostile words as text and never fail on them', async () => {
      const hostile = await resultsPage(`?location=${encodeURIComponent(HOSTILE)}&listed=room`);
      expect(hostile.status).toBe(200);
      expect(hostile.html).not.toContain('<script>alert(1)');
      expect(hostile.root).toContain(`<strong class="search-page__place" dir="auto">${escapeHtml(HOSTILE)}</strong>`);
      expect(hostile.root).toContain(`matching “${escapeHtml(HOSTILE)}”`);
      const odd = [
        '?location=%00&listed=room', '?location=a%00b&listed=roommate&age=%00', '?location=%ED%A0%80%FF&listed=%00', '?location=%E2%80%AEroL%F0%9F%8F%A0&listed=room',
        `?location=${'x'.repeat(4000)}&listed=room`, `?location=G-11&listed=room&rent=${'9'.repeat(400)}`, '?location=%&listed=room', '?location=a&location=b&listed=room&listed=accessories',
        '?listed=room&sort=%00&maxRoommate=-1&gender=%3Cb%3E', `?${'a=1&'.repeat(2000)}`,
      ];
      for (const query of odd) {
        const page = await resultsPage(query);
        expect(page.status, query).toBe(200);
        expect(page.root, query).toMatch(/^<div id="root">(<div class="app-shell">|<\/div>)/);
      }
      // Past what a server reads of an address: a 4xx, not a 5xx.
      const huge = await fetch(`${url}/searchResult?location=${'x'.repeat(20_000)}&listed=room`);
      expect(huge.status).toBeGreaterThanOrEqual(400);
      expect(huge.status).toBeLessThan(500);
    });

    it('are not written for a signed-in reader, nor for a spelling of the path the app does not open', async () => {
      const signedIn = await resultsPage('?location=Islamabad&listed=room', { cookie: 'kamra_signed_in=1' });
      expect(signedIn.root).toMatch(/^<div id="root"><\/div>/);
      expect(signedIn.carried).toBeUndefined();
      expect((await (await fetch(`${url}/searchresult?location=Islamabad&listed=room`)).text())).not.toContain('kamra-first-results');
    });
  });

  it('are left out, the page still served, when the build has no list of them', async () => {
    const res = await fetch(`${url}/`);
    expect(res.status).toBe(200);
    expect(await preloadsOf('/')).toEqual({ scripts: [], styles: [] });
  });
});
