/**
 * The cluster test: two write services, two read services and two projectors (and the
 * reactors) as separate processes on a fresh database of the real Postgres, behind Caddy running the shipped
 * deploy/Caddyfile. A mixed load (dev sign-ins, submits with pictures, approvals, searches,
 * pages, reads of one's own writes) runs for CLUSTER_SECONDS (60) while one instance of each
 * kind after another is killed with SIGKILL and started again. Then the log is held against
 * what was acknowledged, and sign-in and duplicate pictures are tried across the two write
 * instances. Figures go to bench/cluster.json.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingStream } from '@kamra/contracts/events';
import { AFTER_POSITION_HEADER } from '@kamra/contracts/read-models';
import { comparePositions, PostgresEventStore, type GlobalPosition } from '@kamra/eventstore';
import type { Database } from '@kamra/platform';
import { openScratchDatabase, testDatabaseUrl } from '@kamra/platform/testing';
import { readCheckpoint, readDb, type ReadDb } from '@kamra/read-model';
import { PROJECTOR_LOCK_KEY } from '@kamra/projector';
import { listingForm, listingText, pictures, SUBMIT_PATHS } from '../src/listings/listing-forms.js';
import { startCaddy, type RunningCaddy } from '../src/proxy/caddy-process.js';
import { freePort } from '../src/testing/free-port.js';
import { Instance } from './instances.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIGURES_FILE = path.join(ROOT, 'bench/cluster.json');
const LOAD_MS = Number(process.env.CLUSTER_SECONDS ?? 60) * 1000;
const CLIENTS = 6;
const SECRET = 'cluster-test-secret-long-enough-for-hs256';
const ADMIN_EMAIL = 'admin@kamra.test';
const TAKEOVER_LIMIT_MS = 5000;
/** Pairs of identical submissions sent to the two write instances at the same moment. */
const TWIN_PAIRS = 3;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** What every request of the load came to, for the figures. */
class Tally {
  readonly latencies: number[] = [];
  readonly statuses = new Map<string, number>();
  /** Failed requests by status, method and route (ids left out), to tell what failed. */
  readonly failures = new Map<string, number>();

  async send(url: string, init: RequestInit = {}): Promise<Response | null> {
    const started = performance.now();
    try {
      const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(20_000) });
      const body = await response.arrayBuffer();
      this.count(String(response.status), started, init.method, url);
      return new Response(response.status === 204 || response.status === 304 ? null : body, { status: response.status, headers: response.headers });
    } catch {
      this.count('no answer', started, init.method, url);
      return null;
    }
  }

  private count(status: string, started: number, method = 'GET', url = ''): void {
    this.latencies.push(performance.now() - started);
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    if (/^[23]/.test(status)) return;
    const route = `${status} ${method} ${new URL(url).pathname.replace(/[0-9a-f-]{36}/g, ':id')}`;
    this.failures.set(route, (this.failures.get(route) ?? 0) + 1);
  }

  figures(): Record<string, unknown> {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const at = (q: number): number => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
    const errors = Object.fromEntries([...this.statuses].filter(([status]) => !/^[23]/.test(status)).sort());
    const failures = Object.fromEntries([...this.failures].sort());
    return { requests: sorted.length, errorsByStatus: errors, failures, latencyMs: { p50: at(0.5), p95: at(0.95), max: Math.round(sorted.at(-1) ?? 0) } };
  }
}

/** A picture of random noise: nothing else in the run looks like it. */
async function noisePicture(): Promise<Blob> {
  const pixels = Buffer.alloc(320 * 240 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  const png = await sharp(pixels, { raw: { width: 320, height: 240, channels: 3 } }).png().toBuffer();
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

describe('the cluster: two of each service behind Caddy, instances killed under load', () => {
  let database: Database;
  let db: ReadDb;
  let store: PostgresEventStore;
  let workDir: string;
  let caddy: RunningCaddy;
  const writers: Instance[] = [];
  const readers: Instance[] = [];
  const projectors: Instance[] = [];
  /** Price flags, alerts and the second look at duplicate pictures: one process, not killed. */
  let reactors: Instance | null = null;
  const tally = new Tally();

  /** Acknowledged by a 2xx: review comments, submitted listing ids, approved listing ids. */
  const acknowledged = { reviews: new Set<string>(), listings: new Set<string>(), approvals: new Set<string>() };
  const readYourWrites = { checked: 0, missed: [] as string[] };
  /** Sign-ins finished, refused, and steps a kill cut off (each started again). */
  const signIns = { done: 0, failed: 0, cut: 0 };
  const takeovers: { lockMs: number; projectingMs: number }[] = [];
  const kills: string[] = [];

  const env = (): NodeJS.ProcessEnv => {
    const url = database.pool.options.connectionString ?? '';
    return {
      PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', LOG_LEVEL: 'warn',
      EVENTSTORE_URL: url, DATABASE_URL: url, AUTH_SECRET: SECRET, ADMIN_EMAILS: ADMIN_EMAIL,
      UPLOAD_DIR: path.join(workDir, 'uploads'), DATA_DIR: path.join(workDir, 'data'), WEB_DIST: path.join(workDir, 'web'),
      RATE_LIMIT_SIGN_IN_PER_IP: '100000', RATE_LIMIT_COMMANDS_PER_USER: '100000', RATE_LIMIT_COMMANDS_PER_IP: '100000',
    };
  };

  async function projectorLockHeld(): Promise<boolean> {
    const { rows } = await sql<{ held: number }>`
      SELECT count(*)::int AS held FROM pg_locks
      WHERE locktype = 'advisory' AND granted AND ((classid::bigint << 32) | objid::bigint) = ${PROJECTOR_LOCK_KEY}
    `.execute(db);
    return (rows[0]?.held ?? 0) > 0;
  }

  /** A projector that has started and asks for the lock the other holds. */
  async function standbyWaiting(): Promise<boolean> {
    const { rows } = await sql<{ waiting: number }>`
      SELECT count(*)::int AS waiting FROM pg_stat_activity
      WHERE datname = current_database() AND state = 'idle' AND query LIKE '%pg_try_advisory_lock%'
    `.execute(db);
    return (rows[0]?.waiting ?? 0) > 0;
  }

  async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await condition().catch(() => false)) return true;
      await sleep(25);
    }
    return false;
  }

  async function head(): Promise<GlobalPosition | null> {
    return (await store.headPosition?.()) ?? null;
  }

  function projectedPast(position: GlobalPosition, timeoutMs: number): Promise<boolean> {
    return until(async () => {
      const checkpoint = await readCheckpoint(db);
      return checkpoint !== null && comparePositions(checkpoint, position) >= 0;
    }, timeoutMs);
  }

  /**
   * Dev sign-in, then the code's exchange. A step that a kill cut off (no answer or a 5xx from the
   * proxy) starts again with a new code, as a person would sign in again; a code is redeemed once,
   * so the old one cannot be asked again. Only a refusal (4xx) or three cuts in a row fail.
   */
  async function signIn(base: string, email: string, exchangeBase = base): Promise<string | null> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const outcome = await signInOnce(base, email, exchangeBase);
      if (outcome !== 'cut') return outcome;
      signIns.cut += 1;
      await sleep(300);
    }
    return null;
  }

  async function signInOnce(base: string, email: string, exchangeBase: string): Promise<string | null | 'cut'> {
    const cut = (response: Response | null): boolean => response === null || response.status >= 500;
    // As a browser does: open the sign-in (its cookie binds the code to this browser), post the form, exchange.
    const opened = await tally.send(`${base}/auth/google`);
    if (cut(opened)) return 'cut';
    const cookie = opened?.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ') ?? '';
    const form = new URLSearchParams({ name: 'Cluster Person', email });
    const started = await tally.send(`${base}/auth/dev`, { method: 'POST', body: form, headers: { cookie } });
    if (cut(started)) return 'cut';
    const code = new URL(started?.headers.get('location') ?? '/', 'http://x').searchParams.get('token');
    if (!code) return null;
    const exchanged = await tally.send(`${exchangeBase}/auth/exchange`, {
      method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ code }),
    });
    if (cut(exchanged)) return 'cut';
    if (exchanged?.status !== 200) return null;
    return ((await exchanged.json()) as { token: string }).token;
  }

  /** A GET that waits for `position`; asked again while the answer is stale (a projector taking over). */
  async function readAfter(pathname: string, token: string, position: string, wanted: string): Promise<boolean> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await tally.send(caddy.url + pathname, { headers: { 'auth-token': token, [AFTER_POSITION_HEADER]: position } });
      if (response?.status === 200 && (await response.text()).includes(wanted)) return true;
      await sleep(200);
    }
    return false;
  }

  /** Submits an accessory, tried again with the same Idempotency-Key while no instance acknowledged it. */
  async function submit(token: string): Promise<{ id: string; position: string } | null> {
    const key = randomUUID();
    const body = { text: listingText('accessory'), pictures: await pictures(3), profile: 'avatar-1' };
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await tally.send(caddy.url + SUBMIT_PATHS.accessory, {
        method: 'POST', headers: { 'auth-token': token, 'idempotency-key': key }, body: listingForm(body),
      });
      if (response?.status === 202) return (await response.json()) as { id: string; position: string };
      if (response && response.status < 500) return null;
      await sleep(300);
    }
    return null;
  }

  async function person(client: number, deadline: number): Promise<void> {
    const email = `person-${client}@example.pk`;
    let token = await signIn(caddy.url, email);
    for (let n = 0; Date.now() < deadline; n++) {
      if (!token || n % 25 === 24) {
        token = await signIn(caddy.url, email);
        if (token) signIns.done += 1;
        else signIns.failed += 1;
        if (!token) { await sleep(200); continue; }
      }
      switch (n % 6) {
        case 0: {
          const listing = await submit(token);
          if (!listing) break;
          acknowledged.listings.add(listing.id);
          readYourWrites.checked += 1;
          if (!(await readAfter(`/api/listings/${listing.id}`, token, listing.position, listing.id))) readYourWrites.missed.push(listing.id);
          break;
        }
        case 1: {
          const comment = `cluster ${client}-${n} ${randomUUID()}`;
          const response = await tally.send(`${caddy.url}/api/reviews`, {
            method: 'POST', headers: { 'auth-token': token, 'content-type': 'application/json' }, body: JSON.stringify({ comment }),
          });
          if (response?.status === 201) acknowledged.reviews.add(comment);
          break;
        }
        case 2:
          await tally.send(`${caddy.url}/api/listings?kind=accessory`);
          break;
        case 3:
          await tally.send(`${caddy.url}/api/boost-packages`);
          break;
        case 4: {
          const [approved] = acknowledged.approvals;
          await tally.send(`${caddy.url}/${n % 4 === 0 && approved ? `accessories/${approved}` : n % 4 === 2 ? 'sitemap.xml' : 'robots.txt'}`);
          break;
        }
        default:
          await tally.send(`${caddy.url}/api/listings?kind=accessory&page=2`);
      }
    }
  }

  /** The admin approves what waits, through the proxy; an approval cut by a kill is asked again (a second is a 409). */
  async function admin(deadline: number): Promise<void> {
    let token: string | null = null;
    const decidedUnseen = new Set<string>();
    while (Date.now() < deadline) {
      token ??= await signIn(caddy.url, ADMIN_EMAIL);
      const waiting = [...acknowledged.listings].filter((id) => !acknowledged.approvals.has(id) && !decidedUnseen.has(id));
      if (!token || waiting.length === 0) { await sleep(300); continue; }
      for (const id of waiting.slice(0, 5)) {
        const response = await tally.send(`${caddy.url}/api/listings/${id}/approve`, { method: 'POST', headers: { 'auth-token': token } });
        if (response?.status === 200) acknowledged.approvals.add(id);
        // Approved by an attempt whose answer a kill cut off: decided, though never acknowledged.
        if (response?.status === 409) decidedUnseen.add(id);
      }
    }
  }

  /** One instance of each kind after another: SIGKILL, then started again. */
  async function faults(deadline: number): Promise<void> {
    const step = LOAD_MS / 8;
    for (let round = 0; Date.now() + step < deadline; round++) {
      await sleep(step);
      const kind = (['write', 'read', 'projector'] as const)[round % 3] ?? 'write';
      if (kind === 'projector') {
        // The first started holds the lock; the other waits for it.
        const active = projectors[0];
        const standby = projectors[1];
        if (!active || !standby || !(await until(standbyWaiting, 60_000))) continue;
        await active.kill();
        const killedAt = Date.now();
        kills.push(active.name);
        const locked = await until(projectorLockHeld, 30_000);
        const lockedAt = Date.now();
        // Projecting again: past an event appended after the kill.
        await sleep(300);
        const after = await head();
        const projecting = after !== null && await projectedPast(after, 30_000);
        takeovers.push({
          lockMs: locked ? lockedAt - killedAt : Number.POSITIVE_INFINITY,
          projectingMs: projecting ? Date.now() - killedAt : Number.POSITIVE_INFINITY,
        });
        active.start();
        projectors.reverse();
        continue;
      }
      const group = kind === 'write' ? writers : readers;
      const victim = group[Math.floor(round / 3) % group.length];
      if (!victim) continue;
      // Never both at once: the one killed before is back first.
      for (const instance of group) await instance.ready();
      await victim.kill();
      kills.push(victim.name);
      victim.start();
    }
  }

  beforeAll(async () => {
    if (!testDatabaseUrl()) throw new Error('npm run test:cluster needs the real Postgres: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
    database = await openScratchDatabase('postgres');
    db = readDb(database.pool);
    store = await PostgresEventStore.create(database.pool);
    workDir = mkdtempSync(path.join(tmpdir(), 'kamra-cluster-'));
    for (const dir of ['uploads', 'data', 'web']) mkdirSync(path.join(workDir, dir));
    // The built client when there is one; otherwise a bare shell stands in for its index.html.
    const builtShell = path.join(ROOT, 'web/dist/index.html');
    writeFileSync(path.join(workDir, 'web/index.html'), existsSync(builtShell)
      ? readFileSync(builtShell, 'utf8')
      : '<!doctype html><html lang="en"><head><title>Kamra</title></head><body><div id="root"></div></body></html>');
    for (let i = 1; i <= 2; i++) {
      writers.push(new Instance('write', `write-${i}`, await freePort(), env()));
      readers.push(new Instance('read', `read-${i}`, await freePort(), env()));
      projectors.push(new Instance('projector', `projector-${i}`, null, env()));
    }
    projectors[0]?.start();
    for (const instance of [...writers, ...readers]) instance.start();
    for (const instance of [...writers, ...readers]) await instance.ready();
    if (!(await until(projectorLockHeld, 120_000))) throw new Error(`the first projector never took its lock:\n${projectors[0]?.errors ?? ''}`);
    projectors[1]?.start();
    reactors = new Instance('reactors', 'reactors', null, env());
    reactors.start();
    if (!(await until(standbyWaiting, 120_000))) throw new Error(`the second projector never waited for the lock:\n${projectors[1]?.errors ?? ''}`);
    caddy = await startCaddy({
      write: writers.map((instance) => instance.address),
      read: readers.map((instance) => instance.address),
      webRoot: path.join(workDir, 'web'),
    });

    const deadline = Date.now() + LOAD_MS;
    await Promise.all([
      ...Array.from({ length: CLIENTS }, (_, client) => person(client, deadline)),
      admin(deadline),
      faults(deadline),
    ]);
    for (const instance of [...writers, ...readers]) await instance.ready();
    const last = await head();
    if (last) await projectedPast(last, 60_000);
  });

  afterAll(async () => {
    await caddy?.stop();
    for (const instance of [...writers, ...readers, ...projectors, ...(reactors ? [reactors] : [])]) await instance.kill();
    await database?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  const figures: Record<string, unknown> = {};
  afterAll(() => {
    writeFileSync(FIGURES_FILE, `${JSON.stringify({ ...tally.figures(), ...figures, measuredAt: new Date().toISOString() }, null, 2)}\n`);
  });

  it('loses no acknowledged command and doubles none', async () => {
    const events = await store.readAll({ maxCount: 10_000_000 });
    const count = (type: string, key: (data: Record<string, unknown>) => string): Map<string, number> => {
      const counts = new Map<string, number>();
      for (const event of events) {
        if (event.type !== type) continue;
        const value = key(event.data as Record<string, unknown>);
        counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      return counts;
    };
    const reviews = count('ReviewPosted', (data) => String(data.comment));
    const submitted = count('ListingSubmitted', (data) => String(data.listingId));
    const approved = count('ListingApproved', (data) => String(data.listingId));
    const lost = [
      ...[...acknowledged.reviews].filter((comment) => !reviews.has(comment)),
      ...[...acknowledged.listings].filter((id) => !submitted.has(id)),
      ...[...acknowledged.approvals].filter((id) => !approved.has(id)),
    ];
    const doubled = [...reviews, ...submitted, ...approved].filter(([, times]) => times > 1).map(([key]) => key);
    Object.assign(figures, {
      seconds: LOAD_MS / 1000, kills,
      acknowledged: { reviews: acknowledged.reviews.size, listings: acknowledged.listings.size, approvals: acknowledged.approvals.size },
      lost: lost.length, doubled: doubled.length,
    });
    expect(acknowledged.reviews.size).toBeGreaterThan(0);
    expect(acknowledged.listings.size).toBeGreaterThan(0);
    expect(acknowledged.approvals.size).toBeGreaterThan(0);
    expect(kills.filter((name) => name.startsWith('write')).length).toBeGreaterThan(0);
    expect(kills.filter((name) => name.startsWith('read')).length).toBeGreaterThan(0);
    expect(lost).toEqual([]);
    expect(doubled).toEqual([]);
  });

  it(`hands the projection to the other projector within ${TAKEOVER_LIMIT_MS} ms of a kill`, () => {
    figures.takeoverMs = takeovers;
    expect(takeovers.length).toBeGreaterThan(0);
    for (const { projectingMs } of takeovers) expect(projectingMs).toBeLessThanOrEqual(TAKEOVER_LIMIT_MS);
  });

  it('reads every write back through the proxy (x-after-position), whichever instances answer', () => {
    figures.readYourWrites = { checked: readYourWrites.checked, missed: readYourWrites.missed.length };
    expect(readYourWrites.checked).toBeGreaterThan(0);
    expect(readYourWrites.missed).toEqual([]);
  });

  it('signs in across instances: a code issued by one write instance is exchanged through the other', async () => {
    const [one, other] = writers.map((instance) => `http://${instance.address}`);
    if (!one || !other) throw new Error('two write instances');
    const across = [await signIn(one, 'across-1@example.pk', other), await signIn(other, 'across-2@example.pk', one)];
    figures.signIns = { ...signIns, acrossInstances: across.filter(Boolean).length };
    expect(across.every((token) => typeof token === 'string')).toBe(true);
    expect(signIns.failed).toBe(0);
  });

  it(`flags the same pictures submitted through both write instances at once (${TWIN_PAIRS} times)`, async () => {
    const [one, other] = writers.map((instance) => `http://${instance.address}`);
    const owners = await Promise.all([signIn(one ?? '', 'twin-1@example.pk'), signIn(other ?? '', 'twin-2@example.pk')]);
    let flaggedPairs = 0;
    for (let pair = 0; pair < TWIN_PAIRS; pair++) {
      const shared = [await noisePicture(), await noisePicture(), await noisePicture()];
      const twins = await Promise.all([one, other].map(async (base, i) => {
        const response = await fetch(`${base}${SUBMIT_PATHS.accessory}`, {
          method: 'POST', headers: { 'auth-token': owners[i] ?? '' },
          body: listingForm({ text: listingText('accessory'), pictures: shared, profile: 'avatar-1' }),
        });
        expect(response.status).toBe(202);
        return ((await response.json()) as { id: string }).id;
      }));
      const flagged = await until(async () => {
        for (const id of twins) {
          const { events } = await store.readStream(listingStream(id));
          const matched = events.some((event) => event.type === 'ListingFlaggedAsDuplicate'
            && twins.includes(String((event.data as { matchingListingId: unknown }).matchingListingId)));
          if (matched) return true;
        }
        return false;
      }, 10_000);
      if (flagged) flaggedPairs += 1;
    }
    figures.duplicatesAcrossInstances = { pairs: TWIN_PAIRS, flagged: flaggedPairs };
    expect(flaggedPairs).toBe(TWIN_PAIRS);
  });

  it('routes through the shipped Caddyfile to the services that answer: boost packages, pages, robots.txt, sitemap, pictures', async () => {
    const packages = await fetch(`${caddy.url}/api/boost-packages`);
    expect(packages.status).toBe(200);
    expect(((await packages.json()) as { packages: unknown[] }).packages.length).toBeGreaterThan(0);
    const robots = await fetch(`${caddy.url}/robots.txt`);
    expect(await robots.text()).toContain('Sitemap:');
    const sitemap = await fetch(`${caddy.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain('<sitemapindex');
    const [approvedId] = acknowledged.approvals;
    const page = await fetch(`${caddy.url}/accessories/${approvedId ?? ''}`);
    expect(page.status).toBe(200);
    const listing = await (await fetch(`${caddy.url}/api/listings/${approvedId ?? ''}`)).text();
    const picture = /\/uploads\/[\w.-]+/.exec(listing)?.[0];
    const stored = await fetch(`${caddy.url}${picture ?? '/uploads/none'}`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/webp');
    expect((await fetch(`${caddy.url}/accessories/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });
});
