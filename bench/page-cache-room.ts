/**
 * How much the search page cache answers from memory for a given room, independent of the
 * machine: the search mix's asks (src/search-mix.ts: the same 2,000 searches, Zipf draws and
 * next-page chances) replayed in order against the real SearchPageCache on a simulated clock of
 * `rate` asks a second for 10 s after the bench's warm-up, as the bench's mix runs. A miss makes a page
 * of the size a real one has (11 KB of JSON) whose cursor names the moment it was read, as a real
 * cursor does, and the page after it read ahead. One client, so no two asks share a query.
 *
 *   npx tsx bench/page-cache-room.ts
 */
import { listingSearchQuerySchema } from '@kamra/contracts/queries';
import { SearchPageCache, searchKey } from '@kamra/read-service';
import { SeededRandom } from '../runtime/src/seed/seeded-random.js';
import { WARM_UP_SECONDS } from './src/http-load.js';
import { LAST_PAGE, NEXT_PAGE_CHANCE, searchMix, zipf } from './src/search-mix.js';

const PAGE_BYTES = 11_000;
const padding = 'x'.repeat(PAGE_BYTES);
const keys = searchMix().map((url) => searchKey(listingSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(url.split('?')[1])))));

async function replay(rate: number, maxBytes: number): Promise<{ hits: number; asks: number }> {
  const random = new SeededRandom(7);
  const draw = zipf(keys.length, random);
  let clock = Date.parse('2026-11-28T10:00:00Z');
  const cache = new SearchPageCache({ maxAgeMs: 10_000, maxBytes, version: () => '1', nextChange: async () => ({}), now: () => new Date(clock) });
  const pageAt = (key: string, page: number) => ({ nextCursor: page < LAST_PAGE ? `${key}#${page + 1}@${clock}` : null, padding });
  const warmUntil = clock + WARM_UP_SECONDS * 1000;
  const end = warmUntil + 10_000;
  let asks = 0;
  let misses = 0;
  while (clock < end) {
    const first = keys[draw()] ?? '';
    let key = first;
    for (let page = 1; page <= LAST_PAGE; page++) {
      let missed = false;
      const text = await cache.pages(key, async () => {
        missed = true;
        const next = pageAt(first, page).nextCursor;
        return { page: pageAt(first, page), next: next ? { key: `${first}|${next}`, page: () => pageAt(first, page + 1) } : null };
      });
      if (clock >= warmUntil) {
        asks++;
        if (missed) misses++;
      }
      clock += 1000 / rate;
      const cursor = (JSON.parse(text) as { nextCursor: string | null }).nextCursor;
      if (!cursor || !random.chance(NEXT_PAGE_CHANCE)) break;
      key = `${first}|${cursor}`;
    }
  }
  return { hits: asks - misses, asks };
}

const rooms = [
  { name: '12 MB (about the 1,000 pages of before)', bytes: 1000 * 12_024 },
  { name: '16 MiB', bytes: 16 * 2 ** 20 },
  { name: '32 MiB', bytes: 32 * 2 ** 20 },
  { name: '64 MiB (as shipped)', bytes: 64 * 2 ** 20 },
  { name: 'no bound', bytes: Number.MAX_SAFE_INTEGER },
];
for (const rate of [500, 1000, 1500]) {
  const cells: string[] = [];
  for (const room of rooms) {
    const { hits, asks } = await replay(rate, room.bytes);
    cells.push(`${room.name} ${((100 * hits) / asks).toFixed(1)}%`);
  }
  console.log(`${rate} asks/s: ${cells.join(', ')}`);
}
