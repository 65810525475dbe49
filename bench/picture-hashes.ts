/**
 * npm run bench (second part): what filling the write side's picture-hash index costs at start
 * (time, and memory held; `NODE_OPTIONS=--expose-gc` for exact memory), then the duplicate-photo
 * lookup over 100k listings of 5 pictures (BENCH_ROWS=200000 for a million pictures), through
 * the multi-index (three bands) and by scanning every picture, in the same run, on the same
 * queries. Hashes are random with 32 of 64 bits set, as the median split of
 * the DCT hash makes them; half the queries are copies (up to 8 bits flipped), half new photos.
 */
import { performance } from 'node:perf_hooks';
import { PictureHashIndex } from '@kamra/write-service';

const LISTINGS = Number(process.env.BENCH_ROWS ?? 100_000);
const PICTURES = 5;
const QUERIES = 1_000;

let seed = 17;
function random(): number {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
}

function balancedHash(): bigint {
  const bits = Array.from({ length: 64 }, (_, i) => i);
  for (let i = 63; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [bits[i], bits[j]] = [bits[j] ?? 0, bits[i] ?? 0];
  }
  return bits.slice(0, 32).reduce((hash, bit) => hash | (1n << BigInt(bit)), 0n);
}

const hex = (hash: bigint) => hash.toString(16).padStart(16, '0');

/** Heap and typed-array bytes in use, after a collection when node runs with --expose-gc. */
function memoryInUse(): number {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

// Hashes are made before the clock starts (the shuffle is the bench's, not the index's cost);
// ids as long as real ones (UUIDs, 32-digit file names) are made inside, as reading the log
// makes them, so the memory held is what an instance would hold.
const stored: bigint[] = [];
const hashes: string[] = [];
for (let i = 0; i < LISTINGS * PICTURES; i++) {
  const hash = balancedHash();
  stored.push(hash);
  hashes.push(hex(hash));
}
const id = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(35, '0')}`;

const memoryBefore = memoryInUse();
const fill = performance.now();
const index = new PictureHashIndex();
hashes.forEach((hash, i) => {
  const listing = Math.floor(i / PICTURES);
  index.add({ listingId: id('l', listing), ownerId: id('o', listing % 20_000), picture: `${i.toString(16).padStart(32, '0')}.webp`, hash });
});
const fillSeconds = (performance.now() - fill) / 1000;
// What every write-service instance holds for the index: its entries (ids copied in), typed arrays and band maps.
const indexMb = (memoryInUse() - memoryBefore) / 1e6;
console.log(`${LISTINGS.toLocaleString('en-US')} listings, ${index.size.toLocaleString('en-US')} picture hashes indexed in ${fillSeconds.toFixed(1)} s, ${indexMb.toFixed(0)} MB held`);

const queries: string[] = [];
for (let i = 0; i < QUERIES; i++) {
  if (i % 2 === 0) {
    let copy = stored[Math.floor(random() * stored.length)] ?? 0n;
    for (let flips = Math.floor(random() * 9); flips > 0; flips--) copy ^= 1n << BigInt(Math.floor(random() * 64));
    queries.push(hex(copy));
  } else {
    queries.push(hex(balancedHash()));
  }
}

function timeAll(lookup: (hash: string) => unknown): { ms: number; answers: unknown[] } {
  const start = performance.now();
  const answers = queries.map(lookup);
  return { ms: (performance.now() - start) / queries.length, answers };
}

// Warm both paths, then measure each twice, alternating, and keep the better of each.
timeAll((hash) => index.nearestOfOtherOwner(hash, 'someone'));
const indexed = [timeAll((hash) => index.nearestOfOtherOwner(hash, 'someone'))];
const scanned = [timeAll((hash) => index.nearestOfOtherOwnerByScan(hash, 'someone'))];
indexed.push(timeAll((hash) => index.nearestOfOtherOwner(hash, 'someone')));
scanned.push(timeAll((hash) => index.nearestOfOtherOwnerByScan(hash, 'someone')));
const best = (runs: { ms: number }[]) => Math.min(...runs.map((run) => run.ms));

const agree = JSON.stringify(indexed[0]?.answers) === JSON.stringify(scanned[0]?.answers);
const found = (indexed[0]?.answers ?? []).filter((answer) => answer !== null).length;
console.log(`duplicate lookup  queries  found  multi-index ms  scan ms  speed-up  same answers`);
console.log(`${''.padEnd(17)} ${String(QUERIES).padStart(7)}  ${String(found).padStart(5)}  ${best(indexed).toFixed(4).padStart(14)}  ${best(scanned).toFixed(3).padStart(7)}  ${(best(scanned) / best(indexed)).toFixed(0).padStart(7)}x  ${agree ? 'yes' : 'NO'}`);
if (!agree) process.exitCode = 1;
