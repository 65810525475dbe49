/**
 * npm run bench (second part): wall-clock checks that unit tests must not make, because a
 * loaded machine fails them by chance. Prints each timing next to the budget it should stay
 * within, and exits non-zero when one is over.
 */
import { performance } from 'node:perf_hooks';
import { normaliseCity, suggestPlaces } from '@kamra/read-model/places';
import { processImage } from '@kamra/write-service';
import { pngClaiming } from '@kamra/write-service/testing';

interface Timing {
  what: string;
  ms: number;
  budgetMs: number;
}

function median(runs: number, work: () => void): number {
  const timings: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    work();
    timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  return timings[Math.floor(runs / 2)] ?? Number.NaN;
}

const timings: Timing[] = [];

const keystrokes = ['gu', 'gul', 'gulb', 'gulbe', 'is', 'isl', 'isla', 'g-', 'g-1', 'g-11', 'ka', 'kar', 'گل', 'گلب', 'گلبر', 'اسل'];
timings.push({
  what: 'place suggestions, per keystroke',
  ms: median(30, () => {
    for (const query of keystrokes) suggestPlaces(query);
  }) / keystrokes.length,
  budgetMs: 2,
});

const longAddress = 'House 1, G-11/2, DHA, Saddar, '.repeat(10_000);
const longNoise = 'Hub '.repeat(20_000);
timings.push({
  what: 'city of a 300k-character address (stays linear)',
  ms: median(5, () => {
    normaliseCity(longAddress);
    normaliseCity(longNoise);
  }),
  budgetMs: 3000,
});

const bomb = pngClaiming(40_000, 40_000);
const bombTimings: number[] = [];
for (let run = 0; run < 5; run++) {
  const start = performance.now();
  await processImage(bomb).catch(() => undefined);
  bombTimings.push(performance.now() - start);
}
bombTimings.sort((a, b) => a - b);
timings.push({ what: 'refusing a 40000x40000 PNG (never decoded)', ms: bombTimings[2] ?? Number.NaN, budgetMs: 1000 });

console.log('hot path                                          median ms   budget ms');
for (const { what, ms, budgetMs } of timings) {
  console.log(`${what.padEnd(48)} ${ms.toFixed(3).padStart(10)}  ${String(budgetMs).padStart(10)}${ms > budgetMs ? '  OVER BUDGET' : ''}`);
}
if (timings.some(({ ms, budgetMs }) => ms > budgetMs)) process.exitCode = 1;
