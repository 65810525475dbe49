import type { Writable } from 'node:stream';
import { sql } from 'kysely';
import type { ListingKind } from '@kamra/contracts/options';
import { routePaths } from '@kamra/contracts/web-paths';
import type { ReadDb } from '@kamra/read-model';
import { publicListingsAt } from '../listings/public-listings.js';
import { escapeHtml } from './html.js';

/**
 * Pages of the sitemap are cut every PAGE_SPLIT rows, below the protocol's 50,000 URLs a page
 * (PAGE_MAX, which a page never passes), so the listings published between the index being
 * read and a page being read fit in the same page rather than being cut off.
 */
export const PAGE_SPLIT = 45_000;
export const PAGE_MAX = 50_000;
/** Rows read per query while a page streams: memory stays flat whatever the page's size. */
const CHUNK = 2_000;

export type SitemapSource = 'listings' | 'blogs';

export interface SitemapPage {
  source: SitemapSource;
  /** The page holds ids from `from` (inclusive) up to `to` (exclusive; null: to the end). */
  from: string;
  to: string | null;
  lastmod: Date;
}

interface Bound { first: string; lastmod: Date }

/**
 * Where each page of a source starts and its newest change: one pass over the ids in order
 * (an index-only walk for listings, see the sitemap index), numbering the rows and grouping
 * them by page. Pages are named by their first id, not their number, so a page's URL means
 * the same rows to every process that answers it.
 */
async function boundsOf(db: ReadDb, source: SitemapSource, now: Date): Promise<Bound[]> {
  const numbered = source === 'listings'
    ? db.selectFrom('listings')
      .where(publicListingsAt(now))
      .select(['id', 'updated_at as changed', sql<number>`(row_number() over (order by id) - 1) / ${PAGE_SPLIT}`.as('page')])
    : db.selectFrom('blogs')
      .select(['id', 'published_at as changed', sql<number>`(row_number() over (order by id) - 1) / ${PAGE_SPLIT}`.as('page')]);
  const rows = await db
    .selectFrom(numbered.as('numbered'))
    .select([sql<string>`min(id)`.as('first'), sql<Date>`max(changed)`.as('lastmod')])
    .groupBy('page')
    .orderBy('page')
    .execute();
  return rows.map((row) => ({ first: row.first, lastmod: new Date(row.lastmod) }));
}

export async function sitemapPages(db: ReadDb, now: Date): Promise<SitemapPage[]> {
  const pages: SitemapPage[] = [];
  for (const source of ['listings', 'blogs'] as const) {
    const bounds = await boundsOf(db, source, now);
    bounds.forEach((bound, i) => pages.push({ source, from: bound.first, to: bounds[i + 1]?.first ?? null, lastmod: bound.lastmod }));
  }
  return pages;
}

const ID = /^[A-Za-z0-9_-]{1,100}$/;
export const isSitemapId = (value: string): boolean => ID.test(value);

export function sitemapPagePath(page: Pick<SitemapPage, 'source' | 'from' | 'to'>): string {
  return `/sitemaps/${page.source}/${page.from}/${page.to ?? 'end'}.xml`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function sitemapIndexXml(pages: readonly SitemapPage[], origin: string): string {
  const entries = pages.map((page) => `<sitemap><loc>${escapeHtml(origin + sitemapPagePath(page))}</loc><lastmod>${page.lastmod.toISOString()}</lastmod></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

interface UrlRow { id: string; kind?: ListingKind; changed: Date }

function chunkAfter(db: ReadDb, source: SitemapSource, now: Date, range: { from: string; to: string | null }, after: string | null, count: number): Promise<UrlRow[]> {
  if (source === 'listings') {
    let query = db.selectFrom('listings')
      .where(publicListingsAt(now))
      .select(['id', 'kind', 'updated_at as changed'])
      .where('id', after === null ? '>=' : '>', after ?? range.from);
    if (range.to !== null) query = query.where('id', '<', range.to);
    return query.orderBy('id').limit(count).execute();
  }
  let query = db.selectFrom('blogs').select(['id', 'published_at as changed']).where('id', after === null ? '>=' : '>', after ?? range.from);
  if (range.to !== null) query = query.where('id', '<', range.to);
  return query.orderBy('id').limit(count).execute();
}

/** Resolves when `out` takes more, or is gone (a client that hung up must not hold the walk). */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

function pathOf(source: SitemapSource, row: UrlRow): string {
  const pattern = source === 'listings' && row.kind ? routePaths.listing[row.kind] : routePaths.blog;
  return pattern.replace(':id', encodeURIComponent(row.id));
}

/**
 * One page of the sitemap written to `out` as it is read: keyset chunks along the id index,
 * each written before the next is asked for, waiting when the client reads slowly.
 */
export async function writeSitemapPage(db: ReadDb, out: Writable, source: SitemapSource, range: { from: string; to: string | null }, origin: string, now: Date): Promise<void> {
  out.write(`${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`);
  let after: string | null = null;
  let written = 0;
  while (written < PAGE_MAX) {
    const rows = await chunkAfter(db, source, now, range, after, Math.min(CHUNK, PAGE_MAX - written));
    if (rows.length === 0) break;
    const xml = rows.map((row) => `<url><loc>${escapeHtml(origin + pathOf(source, row))}</loc><lastmod>${new Date(row.changed).toISOString()}</lastmod></url>\n`).join('');
    written += rows.length;
    after = rows.at(-1)?.id ?? null;
    if (!out.write(xml)) await drained(out);
    if (out.destroyed) return;
    if (rows.length < CHUNK) break;
  }
  out.write('</urlset>\n');
}
