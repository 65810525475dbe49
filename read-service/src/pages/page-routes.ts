import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import type { Language } from '@kamra/contracts/language';
import { listingSearchQuerySchema } from '@kamra/contracts/queries';
import type { ListingDetail, ListingSearchPage } from '@kamra/contracts/read-models';
import { listingsPath, resultsPageQuery, type ResultsPageQuery } from '@kamra/contracts/search';
import { abilitiesOf, maySeeListing, PRODUCT_NAME } from '@kamra/contracts/rules';
import { hasSignedInHint, routePaths } from '@kamra/contracts/web-paths';
import type { ImageStore, Logger } from '@kamra/platform';
import type { ReadDb } from '@kamra/read-model';
import { findBlog } from '../blogs/blog-queries.js';
import { presentBlogSummary } from '../blogs/blog-presenter.js';
import { policyFactsOf, visibilityOf } from '../listings/lifecycle-presenter.js';
import { presentDetail } from '../listings/listing-presenter.js';
import { findListing } from '../listings/listing-queries.js';
import { searchAnswer } from '../listings/search-answer.js';
import type { SearchPageCache } from '../listings/search-page-cache.js';
import { blogHead } from './blog-page.js';
import { clip } from './html.js';
import { appChrome, firstViewShell, homeHero, listingFirstView, pakistanHour, type PageTexts } from './first-view.js';
import { canonicalPathOf, listingHead, listingSummary, listingWords, shareContentOf } from './listing-page.js';
import { renderShell, type PageHead } from './page-head.js';
import { LandingPreloads, landingPageOf, withPreloads, type LandingPage } from './landing-preloads.js';
import { pageLanguageOf, sendShell } from './page-language.js';
import { PageHeads } from './page-heads.js';
import { pagePathOf } from './page-paths.js';
import { searchResultsFirstView } from './search-first-view.js';
import { isShareHash, SharePictures, shareHash, type ShareVariant } from './share-picture.js';
import { isSitemapId, sitemapIndexXml, sitemapPages, writeSitemapPage, type SitemapPage } from './sitemap.js';

export interface PageRoutesDeps {
  db: ReadDb;
  now(): Date;
  logger: Logger;
  /** The site's public address, for canonical URLs, Open Graph and the sitemap (PUBLIC_URL). */
  origin: string;
  /** The built web client (web/dist): its index.html is the shell every page answers. */
  webDist: string;
  /** Where the covers are stored (UPLOAD_DIR or the bucket). */
  covers: ImageStore;
  /** Where share pictures are kept once drawn. */
  shareDir: string;
  /** The API's search pages (read-service app.ts), so the results page's first view shows the answer GET /api/listings gives. */
  searchPages?: SearchPageCache;
  /** How long one reading of the sitemap index is served (ms); crawlers read it a few times a day. */
  sitemapIndexMs?: number;
}

const ONE_YEAR_S = 365 * 24 * 60 * 60;
/** Paths of the API and the app's files, which never answer a page. */
const NOT_PAGES = /^\/(api|auth|uploads|assets)(\/|$)/;

/** The listing exactly as `GET /api/listings/:id` shows it to a visitor, or null where that is a 404. */
async function publicListing(db: ReadDb, id: string, now: Date): Promise<ListingDetail | null> {
  const row = await findListing(db, id);
  if (!row || !maySeeListing({ ...visibilityOf(row), ownerId: row.owner_id }, null, now)) return null;
  return presentDetail(row, { isAdmin: false, isOwner: false }, abilitiesOf(policyFactsOf(row, []), null, now), now);
}

/** What robots.txt keeps out: the signed-in and admin areas, the wizards and the API. */
export function robotsTxt(origin: string): string {
  const kept = [
    routePaths.admin, routePaths.myListings, ...Object.values(routePaths.listWizard), routePaths.advanceSearch,
    ...Object.values(routePaths.advanceResults), routePaths.userReviews, routePaths.boostSuccess,
    routePaths.saved, routePaths.savedSearches, routePaths.notifications, '/api/', '/auth/',
  ];
  return ['User-agent: *', ...kept.map((p) => `Disallow: ${p}`), 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const notFoundHead: PageHead = { title: `${PRODUCT_NAME} | 404 not found`, description: 'Wrong url Page Not Found', noindex: true };

/**
 * The server's side of the web client's pages: each page's head (and a listing's summary) in
 * the app shell with its real status, the share pictures its tags point to, robots.txt and the
 * sitemap. Reads only the read tables, through the same queries and presenters as the API, so a
 * page shows exactly what `GET /api/listings/:id` shows a visitor.
 */
export function pageRoutes(deps: PageRoutesDeps): Router {
  const { db, origin } = deps;
  const router = express.Router();
  const pictures = new SharePictures({ dir: deps.shareDir, covers: deps.covers });
  const preloads = new LandingPreloads(deps.webDist);
  const heads = new PageHeads(deps.webDist, defaultHead.description);
  let index: { at: number; pages: Promise<SitemapPage[]> } | null = null;
  // A build's stylesheet never changes under its name (the name is its content's hash).
  const stylesheets = new Map<string, Promise<string>>();
  const stylesheet = (href: string): Promise<string> => {
    let text = stylesheets.get(href);
    if (text === undefined) {
      text = readFile(path.join(deps.webDist, href), 'utf8');
      stylesheets.set(href, text);
      text.catch(() => stylesheets.delete(href));
    }
    return text;
  };
  const indexMs = deps.sitemapIndexMs ?? 10 * 60 * 1000;

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('cache-control', 'public, max-age=3600');
    res.send(robotsTxt(origin));
  });

  router.get('/sitemap.xml', async (_req, res) => {
    const at = Date.now();
    if (!index || at - index.at > indexMs) {
      const pages = sitemapPages(db, deps.now());
      index = { at, pages };
      pages.catch(() => { index = null; });
    }
    res.type('application/xml').setHeader('cache-control', 'public, max-age=600');
    res.send(sitemapIndexXml(await index.pages, origin));
  });

  router.get('/sitemaps/:source/:from/:to.xml', async (req, res) => {
    const { source, from, to } = req.params;
    if ((source !== 'listings' && source !== 'blogs') || !isSitemapId(from) || !isSitemapId(to)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.type('application/xml').setHeader('cache-control', 'public, max-age=600');
    await writeSitemapPage(db, res, source, { from, to: to === 'end' ? null : to }, origin, deps.now());
    res.end();
  });

  router.get('/share/listings/:id/:file', async (req, res) => {
    const match = /^([0-9a-f]+)-(wide|square)\.jpg$/.exec(req.params.file);
    const hash = match?.[1] ?? '';
    const variant = match?.[2] as ShareVariant | undefined;
    if (!variant || !isShareHash(hash)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    // Only the picture of what a public listing shows now, under that listing's id: any other
    // name is a 404, so no request draws what no page links to, and a listing taken down (deleted,
    // expired, its owner blocked) or edited since takes its old picture with it.
    const listing = await publicListing(db, req.params.id, deps.now());
    const content = listing && shareContentOf(listing);
    if (!content || shareHash(content) !== hash) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    // A picture once drawn is served as it is: its name is its content.
    const file = (await pictures.existing(hash, variant)) ?? (await pictures.file(content, variant));
    res.setHeader('cache-control', `public, max-age=${ONE_YEAR_S}, immutable`);
    res.type('image/jpeg').sendFile(file);
  });

  /**
   * `view` writes the page's first view in the app's markup and the reader's language, which
   * paints with the first bytes instead of after the app's code has downloaded and run; it
   * needs the texts a build copies for the landing page, else `body` goes in as it is.
   */
  async function sendPage(
    req: Request, res: Response, status: number, head: PageHead | null, body = '', landing: LandingPage | null = null,
    view: ((texts: PageTexts, language: Language) => string) | null = null,
  ): Promise<void> {
    const language = pageLanguageOf(req);
    // A signed-in reader would see the visitor's navbar until the app takes over: the page's
    // code and data still start early, and the app shows the page itself in their place.
    const withView = landing !== null && view !== null && !hasSignedInHint(req.headers.cookie);
    const texts = withView ? await preloads.texts(landing, language) : null;
    const firstView = texts === null || view === null ? body : appChrome(texts, language, req.path, view(texts, language));
    const [file, tags] = await Promise.all([
      readFile(path.join(deps.webDist, 'index.html'), 'utf8'),
      landing === null ? '' : preloads.tags(landing, language, { stylesApplied: texts !== null }),
    ]);
    const shell = withPreloads(file, tags);
    const arranged = texts === null ? shell : await firstViewShell(shell, stylesheet);
    sendShell(req, res.status(status), renderShell(arranged, head, firstView));
  }

  router.get('/{*path}', async (req: Request, res: Response, next) => {
    if (NOT_PAGES.test(req.path)) {
      next();
      return;
    }
    const page = pagePathOf(req.path);
    switch (page.type) {
      case 'listing': {
        const listing = await publicListing(db, page.id, deps.now());
        // Not public (or no such listing): a 404 to crawlers, while the owner's or an admin's
        // browser still shows their view, as the app asks the API with their token.
        if (!listing) {
          await sendPage(req, res, 404, notFoundHead);
          return;
        }
        // A public address of the wrong kind (a room at /roommate/:id) moves to the right one, so
        // no page titles a room as a roommate ad and every link ends at one address.
        if (!page.private && listing.kind !== page.kind) {
          const query = req.originalUrl.indexOf('?');
          res.redirect(301, `${canonicalPathOf(listing)}${query < 0 ? '' : req.originalUrl.slice(query)}`);
          return;
        }
        // The owner's own address of it is theirs, never indexed; its canonical names the public page.
        const head = listingHead(listing, origin, pageLanguageOf(req));
        await sendPage(
          req, res, 200, page.private ? { ...head, noindex: true } : head, listingSummary(listing), page.private ? null : 'listing',
          (texts, language) => listingFirstView(texts, language, listing, listingWords(listing)),
        );
        return;
      }
      case 'blog': {
        const row = await findBlog(db, page.id);
        if (!row) {
          await sendPage(req, res, 404, notFoundHead);
          return;
        }
        await sendPage(req, res, 200, blogHead(presentBlogSummary(row), row.pictures, origin));
        return;
      }
      case 'page': {
        const landing = page.private ? null : landingPageOf(req.path);
        const results = landing === 'search' ? await firstResults(req) : null;
        const view = landing === 'home'
          ? homeView
          : results && ((texts: PageTexts, language: Language) => searchResultsFirstView(texts, language, results));
        const head = page.private ? { ...defaultHead, noindex: true } : await heads.of(page.route, pageLanguageOf(req), origin);
        await sendPage(req, res, 200, head, '', landing, view);
        return;
      }
      case 'not-found':
        await sendPage(req, res, 404, notFoundHead);
        return;
    }
  });

  // Of the pages without a listing, the home page and search results have a first view of their own.
  const homeView = (texts: PageTexts, language: Language) => homeHero(texts, language, pakistanHour(deps.now()));

  /**
   * A visitor's search results page: its first search, read from the address as the app reads
   * it and answered as GET /api/listings answers it. None for a signed-in reader (no first
   * view), for a spelling of the path the app would not take over, or for a query the API
   * would refuse: the app then asks and shows what the API says.
   */
  async function firstResults(req: Request): Promise<{ query: ResultsPageQuery; answer: string; page: ListingSearchPage } | null> {
    if (req.path !== routePaths.searchResult || hasSignedInHint(req.headers.cookie)) return null;
    const at = req.originalUrl.indexOf('?');
    const query = resultsPageQuery(at < 0 ? '' : req.originalUrl.slice(at));
    const asked = new URL(listingsPath(query.first), 'http://kamra.invalid').searchParams;
    const parsed = listingSearchQuerySchema.safeParse(Object.fromEntries(asked));
    if (!parsed.success) return null;
    try {
      const answer = await searchAnswer(db, deps.searchPages, parsed.data, deps.now());
      return { query, answer, page: JSON.parse(answer) as ListingSearchPage };
    } catch (error) {
      // The page still works without its first view: the app asks the API, which reports it.
      deps.logger.warn({ err: error }, 'search results first view failed');
      return null;
    }
  }

  return router;
}

const defaultHead: PageHead = {
  title: `${PRODUCT_NAME} | Rooms and roommates in Pakistan`,
  description: clip("Kamra is Pakistan's first room and roommate sharing platform: find rooms for rent, roommates and pre-loved room items.", 200),
};
