/**
 * npm run bench: address search over 100k listings on PGlite, with the trigram index and
 * without it (the planner told not to use it), measured in the same run.
 */
import { performance } from 'node:perf_hooks';
import { openDatabase } from '@kamra/platform';
import { READ_SCHEMA } from '@kamra/read-model';
import { migrateReadTables } from '@kamra/read-model/migrations';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = 30;
const PLACES = [
  'Gulberg III, Lahore', 'Johar Town, Lahore', 'DHA Phase 5, Lahore', 'Clifton Block 4, Karachi', 'Gulshan-e-Iqbal, Karachi',
  'F-10/2, Islamabad', 'G-11/3, Islamabad', 'Bahria Town, Rawalpindi', 'Satellite Town, Rawalpindi', 'Hayatabad Phase 3, Peshawar',
  'University Town, Peshawar', 'Madina Town, Faisalabad', 'Jinnah Town, Quetta', 'Cantt, Multan', 'Jinnahabad, Abbottabad', 'Shinkiari Road, Mansehra',
];
const SEARCHES = ['gulberg', 'clifton block', 'g-11', 'hayatabad', 'street 17', 'house 123, street 3', 'ayub medical'];

const database = await openDatabase({ kind: 'memory' });
const { pool } = database;
await migrateReadTables(pool, READ_SCHEMA);
const fill = performance.now();
await pool.query(
  `INSERT INTO ${READ_SCHEMA}.listings (id, kind, owner_id, status, tagline, address, city, amount, fields, pictures, profile, submitted_at, updated_at)
   SELECT 'l' || n, (ARRAY['room','roommate','accessory'])[1 + n % 3], 'u' || (n % 5000), CASE WHEN n % 10 = 0 THEN 'pending' ELSE 'approved' END,
          'Room ' || n,
          CASE WHEN n % 5000 = 0 THEN 'Near Ayub Medical College, Abbottabad'
               ELSE 'House ' || (n % 300) || ', Street ' || (n % 40) || ', ' || ($1::text[])[1 + n % array_length($1::text[], 1)] END,
          NULL, 5000 + n % 80000, '{}'::jsonb, '[]'::jsonb, '{}'::jsonb, now() - (n || ' minutes')::interval, now()
   FROM generate_series(1, $2::int) AS n`,
  [PLACES, ROWS],
);
await pool.query(`ANALYZE ${READ_SCHEMA}.listings`);
console.log(`${ROWS.toLocaleString('en-US')} listings in ${((performance.now() - fill) / 1000).toFixed(1)} s`);

/** Median of RUNS timings of the public search's address filter (count of matches, and the first page). */
async function time(sql: string, params: unknown[]): Promise<number> {
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    await pool.query(sql, params);
    timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  return timings[Math.floor(RUNS / 2)] ?? Number.NaN;
}

const matchAll = `SELECT count(*) FROM ${READ_SCHEMA}.listings WHERE lower(address) LIKE $1`;
const firstPage = `SELECT id FROM ${READ_SCHEMA}.listings
  WHERE kind = 'room' AND status = 'approved' AND NOT deleted AND lower(address) LIKE $1
  ORDER BY submitted_at DESC, id DESC LIMIT 20`;

async function plan(sql: string, params: unknown[]): Promise<string> {
  const result = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
  return result.rows.map((row) => row['QUERY PLAN']).join(' | ');
}

console.log('search           matches  indexed ms  seq-scan ms  speed-up');
for (const text of SEARCHES) {
  const pattern = `%${text}%`;
  const matches = (await pool.query<{ count: string }>(matchAll, [pattern])).rows[0]?.count ?? '?';
  const indexed = await time(matchAll, [pattern]);
  if (!(await plan(matchAll, [pattern])).includes('listings_address_trgm')) console.log(`  (planner did not use the trigram index for '${text}')`);
  await pool.query('SET enable_bitmapscan = off; SET enable_indexscan = off');
  const scanned = await time(matchAll, [pattern]);
  await pool.query('RESET enable_bitmapscan; RESET enable_indexscan');
  console.log(`${text.padEnd(16)} ${matches.padStart(7)}  ${indexed.toFixed(2).padStart(10)}  ${scanned.toFixed(2).padStart(11)}  ${(scanned / indexed).toFixed(1).padStart(7)}x`);
}

const pattern = '%hayatabad%';
const pageIndexed = await time(firstPage, [pattern]);
await pool.query('SET enable_bitmapscan = off; SET enable_indexscan = off');
const pageScanned = await time(firstPage, [pattern]);
await pool.query('RESET enable_bitmapscan; RESET enable_indexscan');
console.log(`first search page for 'hayatabad' (rooms, newest first): ${pageIndexed.toFixed(2)} ms with indexes, ${pageScanned.toFixed(2)} ms scanning: ${(pageScanned / pageIndexed).toFixed(1)}x`);
console.log(`plan: ${await plan(firstPage, [pattern])}`);
await database.close();
