/**
 * Uploads: room submits with three 3000 x 2000 JPEGs (1.5 to 2 MB each) from 8
 * clients at once, each its own signed-in person sending one submit after another, through the
 * write service's POST /api/rooms in its own process, multipart as the web client sends it. The
 * baseline is the same submits with 300 x 200 JPEGs of the same scenes in the same run, so the
 * ratio is what decoding, resizing, encoding and hashing the full-size pictures costs.
 *
 * Peak RSS is the kernel's own high-water mark of the service's process (VmHWM), reset before
 * each phase (clear_refs), so nothing between samples is missed.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { AUTH_TOKEN_HEADER } from '@kamra/contracts/read-models';
import { validRoomInput } from '@kamra/contracts/testing';
import { roomScene } from '@kamra/write-service/testing';
import { startChildService, type ChildService } from './child-service.js';
import type { Figure, Log } from './figure.js';
import { percentile } from './http-load.js';

export interface UploadOptions {
  /** A scratch Postgres for the service's event log. */
  databaseUrl: string;
  clients: number;
  submitsPerClient: number;
  log: Log;
}

const FULL = { width: 3000, height: 2000 };
const TINY = { width: 300, height: 200 };
const PICTURES_PER_SUBMIT = 3;
const MB = 1024 * 1024;

interface Phase {
  p50Ms: number;
  p95Ms: number;
  failures: number;
  peakRssBytes: number;
}

export async function uploadFigures(options: UploadOptions): Promise<Figure[]> {
  const { clients, submitsPerClient, log } = options;
  const dir = await mkdtemp(path.join(tmpdir(), 'kamra-bench-uploads-'));
  try {
    const pictures = await makePictures(clients);
    const sizes = pictures.flatMap((set) => set.full.map((jpeg) => jpeg.length));
    log(`uploads: ${sizes.length} pictures of ${FULL.width} x ${FULL.height}, ${(Math.min(...sizes) / MB).toFixed(1)} to ${(Math.max(...sizes) / MB).toFixed(1)} MB`);
    const service = await startChildService('write-service/src/main.ts', writeServiceEnv(options.databaseUrl, dir));
    try {
      const tokens = await Promise.all(Array.from({ length: clients }, (_, n) => signIn(service.url, n)));
      // Warm-up: the service's first submits pay for loading code and sharp's first decode.
      await Promise.all(tokens.map((token, n) => submitRoom(service.url, token, pictures[n]?.tiny ?? [])));
      const run = (kind: 'full' | 'tiny') => submitPhase(service, tokens, submitsPerClient, (n) => pictures[n]?.[kind] ?? []);
      // Small first: RSS the full-size phase leaves behind would raise the small phase's peak.
      const tiny = await run('tiny');
      log(`uploads: 3 x ${TINY.width} x ${TINY.height}: ${describe(tiny)}`);
      const full = await run('full');
      log(`uploads: 3 x ${FULL.width} x ${FULL.height}: ${describe(full)}`);
      const title = `Uploads, 3 x ${FULL.width} x ${FULL.height} JPEG, ${clients} clients, ${clients * submitsPerClient} submits`;
      const failed = full.failures + tiny.failures;
      return [
        {
          figure: `${title}: time`, target: 'reported',
          measured: `p95 ${seconds(full.p95Ms)}, p50 ${seconds(full.p50Ms)}${failed ? `, ${failed} failed` : ''}`,
          baseline: `3 x ${TINY.width} x ${TINY.height}: p95 ${seconds(tiny.p95Ms)}`,
          ratio: full.p95Ms / tiny.p95Ms, met: failed === 0 ? null : false,
        },
        {
          figure: `${title}: write service peak RSS`, target: 'reported',
          measured: `${megabytes(full.peakRssBytes)}`,
          baseline: `3 x ${TINY.width} x ${TINY.height}: ${megabytes(tiny.peakRssBytes)}`,
          ratio: full.peakRssBytes / tiny.peakRssBytes, met: null,
        },
      ];
    } finally {
      await service.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function writeServiceEnv(databaseUrl: string, dir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    EVENTSTORE_URL: databaseUrl,
    DATA_DIR: dir,
    UPLOAD_DIR: path.join(dir, 'uploads'),
    AUTH_SECRET: randomUUID() + randomUUID(),
    // The limits would answer 429 after 60 commands a minute per person: the bench measures the
    // image pipeline, not the limiter. The decode slots (two images at a time) stay as shipped.
    RATE_LIMIT_SIGN_IN_PER_IP: '1000000',
    RATE_LIMIT_COMMANDS_PER_USER: '1000000',
    RATE_LIMIT_COMMANDS_PER_IP: '1000000',
  };
  // The dev sign-in stands in for Google only when no Google credentials are set.
  delete env.GOOGLE_CLIENT_ID;
  delete env.GOOGLE_CLIENT_SECRET;
  delete env.NODE_ENV;
  return env;
}

/** Per client, three scenes of its own (another person's copy would be flagged as a duplicate). */
export async function makePictures(clients: number): Promise<{ full: Buffer[]; tiny: Buffer[] }[]> {
  // Sensor grain, so the JPEGs weigh what a phone's do instead of compressing to flat colour.
  const grain = await sharp({ create: { ...FULL, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } } }).raw().toBuffer();
  const sets: { full: Buffer[]; tiny: Buffer[] }[] = [];
  for (let client = 0; client < clients; client++) {
    const scenes = await Promise.all(Array.from({ length: PICTURES_PER_SUBMIT }, (_, n) => roomScene(1 + client * PICTURES_PER_SUBMIT + n)));
    sets.push({
      full: await Promise.all(scenes.map((scene) => sharp(scene).removeAlpha().resize({ ...FULL, fit: 'cover', kernel: 'linear' })
        .composite([{ input: grain, raw: { ...FULL, channels: 3 }, blend: 'soft-light' }])
        .jpeg({ quality: 90 }).toBuffer())),
      tiny: await Promise.all(scenes.map((scene) => sharp(scene).removeAlpha().resize({ ...TINY, fit: 'cover' }).jpeg({ quality: 90 }).toBuffer())),
    });
  }
  return sets;
}

/** The dev sign-in round trip, as the browser makes it: the form's redirect carries a code to exchange. */
export async function signIn(url: string, n: number): Promise<string> {
  const opened = await fetch(`${url}/auth/google`, { redirect: 'manual' });
  await opened.body?.cancel();
  // The code is bound to the browser that opened the sign-in: its cookie goes with the form and the exchange.
  const cookie = opened.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
  const form = new URLSearchParams({ name: `Bench Uploader ${n}`, email: `bench-uploader-${n}@example.pk` });
  const signedIn = await fetch(`${url}/auth/dev`, { method: 'POST', body: form, headers: { cookie }, redirect: 'manual' });
  const code = new URL(signedIn.headers.get('location') ?? '', url).searchParams.get('token');
  if (code === null) throw new Error(`dev sign-in answered ${signedIn.status} without a code`);
  const exchanged = await fetch(`${url}/auth/exchange`, {
    method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ code }),
  });
  const { token } = (await exchanged.json()) as { token?: string };
  if (token === undefined) throw new Error(`code exchange answered ${exchanged.status}`);
  return token;
}

/** POST /api/rooms with the wizard's fields, the pictures and a built-in avatar; the status. */
export async function submitRoom(url: string, token: string, pictures: readonly Buffer[]): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(validRoomInput)) form.append(name, value);
  for (const [n, jpeg] of pictures.entries()) form.append('pictures', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `room-${n + 1}.jpg`);
  form.append('profile', 'avatar-2');
  const response = await fetch(`${url}/api/rooms`, {
    method: 'POST', body: form, headers: { [AUTH_TOKEN_HEADER]: token, 'idempotency-key': randomUUID(), accept: 'application/json' },
  });
  const body = await response.text();
  if (response.status !== 202) process.stderr.write(`uploads: submit answered ${response.status} ${body.slice(0, 200)}\n`);
  return response.status;
}

async function submitPhase(service: ChildService, tokens: readonly string[], submitsPerClient: number, picturesOf: (client: number) => Buffer[]): Promise<Phase> {
  await resetPeakRss(service.pid);
  const timings: number[] = [];
  let failures = 0;
  await Promise.all(tokens.map(async (token, client) => {
    for (let n = 0; n < submitsPerClient; n++) {
      const sent = performance.now();
      const status = await submitRoom(service.url, token, picturesOf(client));
      timings.push(performance.now() - sent);
      if (status !== 202) failures++;
    }
  }));
  timings.sort((a, b) => a - b);
  return { p50Ms: percentile(timings, 0.5), p95Ms: percentile(timings, 0.95), failures, peakRssBytes: await peakRss(service.pid) };
}

/** Linux: writing 5 to clear_refs sets the process's high-water mark back to its current RSS. */
export async function resetPeakRss(pid: number): Promise<void> {
  await writeFile(`/proc/${pid}/clear_refs`, '5');
}

export async function peakRss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
  if (kb === undefined) throw new Error(`no VmHWM for process ${pid}`);
  return Number(kb) * 1024;
}

function describe(phase: Phase): string {
  return `p50 ${seconds(phase.p50Ms)}, p95 ${seconds(phase.p95Ms)}, peak RSS ${megabytes(phase.peakRssBytes)}${phase.failures ? `, ${phase.failures} failed` : ''}`;
}

export const seconds = (ms: number): string => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);
export const megabytes = (bytes: number): string => `${Math.round(bytes / MB)} MB`;
