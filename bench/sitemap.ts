/**
 * npx tsx bench/sitemap.ts [--quick]: what the sitemap costs at a million listings (100,000
 * with --quick). Fills the read tables of a scratch database on the real Postgres with listings
 * straight in SQL (65% public, the rest pending, rejected, deleted, closed or expired), then
 * times, each the median of 3, against baselines taken in the same run:
 * - the index (/sitemap.xml: one pass numbering the public ids into pages), against counting
 *   the public listings (the cheapest pass over the same rows);
 * - streaming a whole page (45,000 URLs) as the route does, first and last page, against one
 *   plain query reading the same page's rows at once; the last page against the first shows
 *   whether depth costs anything (it must not: keyset, no OFFSET);
 * - the heap the stream holds at its peak, against the page's size.
 * Not part of npm test or npm run bench.
 */
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { READ_SCHEMA, readDb, type ReadDb } from '@kamra/read-model';
import { migrateReadTables } from '@kamra/read-model/migrations';
import { PAGE_SPLIT, sitemapPages, writeSitemapPage } from '@kamra/read-service';
import { createScratchDatabase } from './src/scratch-database.js';

const quick = process.argv.includes('--quick');
const LISTINGS = quick ? 100_000 : 1_000_000;
const ORIGIN = 'https://kamra.pk';

async function median(runs: number, work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)] ?? Number.NaN;
}

/** Counts the bytes and URLs written, and samples the heap as it goes. */
function sink() {
  let bytes = 0;
  let peakHeap = 0;
  const out = new Writable({
    highWaterMark: 64 * 1024,
    write(chunk: Buffer | string, _encoding, done) {
      bytes += Buffer.byteLength(chunk);
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
      setImmediate(done);
    },
  });
  return { out, stats: () => ({ bytes, peakHeap }) };
}

const listings = sql.table(`${READ_SCHEMA}.listings`);

async function fill(db: ReadDb, count: number): Promise<void> {
  // Statuses by row number: 65% public; of the rest pending, rejected, deleted, closed, expired.
  await sql`
    INSERT INTO ${listings} (id, kind, owner_id, status, deleted, tagline, address, amount, fields, pictures, profile,
                          submitted_at, approved_at, updated_at, expires_at, closed_outcome)
    SELECT gen_random_uuid()::text, (ARRAY['room','roommate','accessory'])[1 + n % 3], 'owner-' || (n % 20000),
           CASE WHEN n % 10 = 7 THEN 'pending' WHEN n % 10 = 8 THEN 'rejected' ELSE 'approved' END,
           n % 20 = 9, 'A room', 'G-11, Islamabad', 20000 + n % 30000, '{}'::jsonb, '[]'::jsonb, '{}'::jsonb,
           now() - (n % 50) * interval '1 day', now() - (n % 50) * interval '1 day', now() - (n % 50) * interval '1 day',
           CASE WHEN n % 20 = 19 THEN now() - interval '1 day' ELSE now() + interval '30 days' END,
           CASE WHEN n % 20 = 0 THEN 'rented' END
    FROM generate_series(1, ${count}) AS n`.execute(db);
  await sql`VACUUM ANALYZE ${listings}`.execute(db);
}

const { database, drop } = await createScratchDatabase();
try {
  await migrateReadTables(database.pool, READ_SCHEMA);
  const db = readDb(database.pool);
  let start = performance.now();
  await fill(db, LISTINGS);
  console.log(`filled ${LISTINGS.toLocaleString('en')} listings in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  const now = new Date();

  const publicRows = async () => (await db.selectFrom('listings').select(sql<string>`count(*)`.as('n'))
    .where((eb) => eb.and([eb('status', '=', 'approved'), eb('deleted', '=', false), eb('closed_outcome', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirstOrThrow()).n;
  const publicCount = Number(await publicRows());
  const countMs = await median(3, publicRows);
  let pages = await sitemapPages(db, now);
  const indexMs = await median(3, async () => { pages = await sitemapPages(db, now); });
  const listingPages = pages.filter((page) => page.source === 'listings');
  const first = listingPages[0];
  const last = listingPages.at(-2) ?? first;
  if (!first || !last) throw new Error('no sitemap pages');

  const stream = async (page: typeof first) => {
    const { out, stats } = sink();
    await writeSitemapPage(db, out, 'listings', page, ORIGIN, now);
    await new Promise<void>((resolve) => out.end(resolve));
    return stats();
  };
  const heapBefore = process.memoryUsage().heapUsed;
  const firstStats = await stream(first);
  const firstMs = await median(3, () => stream(first));
  const lastMs = await median(3, () => stream(last));
  const plainMs = await median(3, () => db.selectFrom('listings').select(['id', 'kind', 'updated_at'])
    .where((eb) => eb.and([eb('status', '=', 'approved'), eb('deleted', '=', false), eb('closed_outcome', 'is', null), eb('expires_at', '>', now)]))
    .where('id', '>=', first.from).where('id', '<', first.to ?? '~').orderBy('id').limit(PAGE_SPLIT).execute());
  start = performance.now();

  const plan = await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT id, kind, updated_at FROM ${listings}
    WHERE status = 'approved' AND NOT deleted AND closed_outcome IS NULL AND (expires_at IS NULL OR expires_at > now())
    AND id > ${first.from} AND id < ${first.to ?? '~'} ORDER BY id LIMIT 2000`.execute(db);

  const rows = [
    ['sitemap index (/sitemap.xml)', `${indexMs.toFixed(0)} ms`, `count public: ${countMs.toFixed(0)} ms`, indexMs / countMs],
    ['a page of 45,000 URLs, streamed (first)', `${firstMs.toFixed(0)} ms`, `one plain query: ${plainMs.toFixed(0)} ms`, firstMs / plainMs],
    ['the same, last page', `${lastMs.toFixed(0)} ms`, `first page: ${firstMs.toFixed(0)} ms`, lastMs / firstMs],
    ['heap held while streaming a page', `${((firstStats.peakHeap - heapBefore) / 1e6).toFixed(1)} MB`, `page: ${(firstStats.bytes / 1e6).toFixed(1)} MB`, (firstStats.peakHeap - heapBefore) / firstStats.bytes],
  ] as const;
  console.log(`\n${LISTINGS.toLocaleString('en')} listings, ${publicCount.toLocaleString('en')} public, ${listingPages.length} listing pages of at most ${PAGE_SPLIT.toLocaleString('en')}`);
  console.log(`${'figure'.padEnd(42)} ${'measured'.padStart(10)}   ${'baseline'.padEnd(26)} ratio`);
  for (const [figure, measured, baseline, ratio] of rows) console.log(`${figure.padEnd(42)} ${measured.padStart(10)}   ${baseline.padEnd(26)} ${ratio.toFixed(2)}`);
  console.log(`\nplan of one chunk:\n  ${plan.rows.map((row) => row['QUERY PLAN']).join('\n  ')}`);
} finally {
  await drop();
}
