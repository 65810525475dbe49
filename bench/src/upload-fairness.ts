/**
 * Uploads beside the dearest ones: one person's ordinary room submit (three 3000 x 2000 JPEGs)
 * while three others each send, one after another, the dearest submit the service accepts
 * (nine interlaced 16-bit PNGs with alpha, 3000 x 2950, 71 MB of pixels each, just under the
 * request's decode budget), against the same ordinary submits alone. The decode slots are
 * shared by person, so the ordinary submit should wait for decodes already running, not behind
 * the heavy queue: the goal is at most twice its time alone.
 *
 * Also measured: the submit that used to cost the most (nine 6300 x 6300 interlaced 16-bit
 * PNGs with alpha, 483 KB each, three at once), now refused from its headers, with its time and
 * the service's RSS.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { startChildService, type ChildService } from './child-service.js';
import type { Figure, Log } from './figure.js';
import { percentile } from './http-load.js';
import { makePictures, megabytes, peakRss, resetPeakRss, seconds, signIn, submitRoom, writeServiceEnv } from './uploads.js';

export interface UploadFairnessOptions {
  /** A scratch Postgres for the service's event log. */
  databaseUrl: string;
  /** Ordinary submits timed alone, and again beside the heavy ones. */
  ordinarySubmits: number;
  log: Log;
}

const HEAVY_CLIENTS = 3;
const HEAVY = { width: 3000, height: 2950, pictures: 9 };
const HOSTILE = { side: 6300, pictures: 9 };
const GOAL = 2;

/** An interlaced PNG of 16-bit samples with alpha (8 bytes a pixel decoded), its own colour. */
async function deepInterlacedPng(width: number, height: number, shade: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: shade % 256, g: (shade * 7) % 256, b: 90, alpha: 0.5 } } })
    .toColourspace('rgb16').png({ progressive: true, compressionLevel: 9 }).toBuffer();
}

export async function uploadFairnessFigures(options: UploadFairnessOptions): Promise<Figure[]> {
  const { ordinarySubmits, log } = options;
  const dir = await mkdtemp(path.join(tmpdir(), 'kamra-bench-fairness-'));
  try {
    const [ordinary] = await makePictures(1);
    if (ordinary === undefined) throw new Error('no pictures made');
    // Each heavy person's pictures differ from the others', so no submit is another's duplicate.
    const heavy = await Promise.all(Array.from({ length: HEAVY_CLIENTS }, (_, person) =>
      Promise.all(Array.from({ length: HEAVY.pictures }, (_, n) => deepInterlacedPng(HEAVY.width, HEAVY.height, 20 + person * 60 + n)))));
    const hostile = await deepInterlacedPng(HOSTILE.side, HOSTILE.side, 200);
    log(`upload fairness: heavy pictures ${kilobytes(heavy.flat()[0]?.length ?? 0)} each, hostile ${kilobytes(hostile.length)}`);

    const service = await startChildService('write-service/src/main.ts', writeServiceEnv(options.databaseUrl, dir));
    try {
      const tokens = await Promise.all(Array.from({ length: HEAVY_CLIENTS + 1 }, (_, n) => signIn(service.url, 100 + n)));
      const [ordinaryToken, ...heavyTokens] = tokens;
      if (ordinaryToken === undefined) throw new Error('no sign-in');
      await submitRoom(service.url, ordinaryToken, ordinary.tiny);

      const alone = await timeSubmits(service, ordinaryToken, ordinary.full, ordinarySubmits);
      log(`upload fairness: ordinary submit alone: p95 ${seconds(alone.p95Ms)}, p50 ${seconds(alone.p50Ms)}`);

      await resetPeakRss(service.pid);
      const rssBefore = await currentRss(service.pid);
      let running = true;
      const heavyTimings: number[] = [];
      let heavyFailures = 0;
      const heavyLoops = heavyTokens.map(async (token, person) => {
        while (running) {
          const sent = performance.now();
          const status = await submitRoom(service.url, token, heavy[person] ?? []);
          heavyTimings.push(performance.now() - sent);
          if (status !== 202) heavyFailures++;
        }
      });
      // Let the heavy queue fill before the ordinary person starts.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const beside = await timeSubmits(service, ordinaryToken, ordinary.full, ordinarySubmits);
      running = false;
      await Promise.all(heavyLoops);
      const heavyPeak = await peakRss(service.pid);
      heavyTimings.sort((a, b) => a - b);
      log(`upload fairness: ordinary submit beside ${HEAVY_CLIENTS} heavy submitters: p95 ${seconds(beside.p95Ms)}, p50 ${seconds(beside.p50Ms)}; heavy submits ${heavyTimings.length}, p50 ${seconds(percentile(heavyTimings, 0.5))}; RSS ${megabytes(rssBefore)} -> peak ${megabytes(heavyPeak)}`);

      await resetPeakRss(service.pid);
      const hostileRssBefore = await currentRss(service.pid);
      const hostileStarted = performance.now();
      const hostileStatuses = await Promise.all(heavyTokens.map((token) => submitRoom(service.url, token, Array.from({ length: HOSTILE.pictures }, () => hostile))));
      const hostileMs = performance.now() - hostileStarted;
      const hostilePeak = await peakRss(service.pid);
      log(`upload fairness: ${HEAVY_CLIENTS} hostile submits at once answered ${hostileStatuses.join(', ')} in ${seconds(hostileMs)}; RSS ${megabytes(hostileRssBefore)} -> peak ${megabytes(hostilePeak)}`);

      const ratio = beside.p95Ms / alone.p95Ms;
      const failed = alone.failures + beside.failures + heavyFailures;
      return [
        {
          figure: `Ordinary submit (3 x 3000 x 2000 JPEG) beside ${HEAVY_CLIENTS} people sending the dearest accepted submit (${HEAVY.pictures} x ${HEAVY.width} x ${HEAVY.height} interlaced 16-bit PNG)`,
          target: `<= ${GOAL}x alone`,
          measured: `p95 ${seconds(beside.p95Ms)}, p50 ${seconds(beside.p50Ms)}; heavy submit p50 ${seconds(percentile(heavyTimings, 0.5))}, peak RSS ${megabytes(heavyPeak)}${failed ? `, ${failed} failed` : ''}`,
          baseline: `alone: p95 ${seconds(alone.p95Ms)}`,
          ratio, met: ratio <= GOAL && failed === 0,
        },
        {
          figure: `${HEAVY_CLIENTS} hostile submits at once (${HOSTILE.pictures} x ${HOSTILE.side} x ${HOSTILE.side} interlaced 16-bit PNG, ${kilobytes(hostile.length)} each)`,
          target: 'refused (4xx) from the headers',
          measured: `${hostileStatuses.join(', ')} in ${seconds(hostileMs)}, peak RSS ${megabytes(hostilePeak)}`,
          baseline: `RSS before: ${megabytes(hostileRssBefore)}`,
          ratio: hostilePeak / hostileRssBefore,
          met: hostileStatuses.every((status) => status >= 400 && status < 500),
        },
      ];
    } finally {
      await service.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

interface Timed {
  p50Ms: number;
  p95Ms: number;
  failures: number;
}

async function timeSubmits(service: ChildService, token: string, pictures: readonly Buffer[], count: number): Promise<Timed> {
  const timings: number[] = [];
  let failures = 0;
  for (let n = 0; n < count; n++) {
    const sent = performance.now();
    const status = await submitRoom(service.url, token, pictures);
    timings.push(performance.now() - sent);
    if (status !== 202) failures++;
  }
  timings.sort((a, b) => a - b);
  return { p50Ms: percentile(timings, 0.5), p95Ms: percentile(timings, 0.95), failures };
}

async function currentRss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (kb === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

const kilobytes = (bytes: number): string => `${Math.round(bytes / 1024)} KB`;
