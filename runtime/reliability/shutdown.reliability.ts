/**
 * A clean shutdown: `tsx runtime/src/main.ts` on a data directory of its own gets SIGTERM in
 * the middle of a burst of commands and multipart uploads (one of them trickling, so the grace
 * runs out on it), round after round. Every round the process is gone within the grace plus the
 * closing time, no answer is a 5xx, and afterwards every command that was answered 2xx is in the
 * log and no spooled upload is left behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStream } from '@kamra/contracts/events';
import { openEventLog } from '@kamra/eventstore';
import { CLOSE_AFTER_GRACE_MS, signSessionToken } from '@kamra/platform';
import { listingText, pictures, listingForm, SUBMIT_PATHS } from '../src/listings/listing-forms.js';
import { recordFigures } from './figures.js';
import { freePort } from '../src/testing/free-port.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROUNDS = Number(process.env.SHUTDOWN_ROUNDS ?? 15);
/** No round starts after this long (at least 3 run): a loaded machine starts the app slowly. */
const BUDGET_MS = Number(process.env.SHUTDOWN_BUDGET_MS ?? 150_000);
const LEAST_ROUNDS = Math.min(3, ROUNDS);
const GRACE_MS = 2000;
/** What the process may take after SIGTERM: the grace, the closing time, and a second of slack for a busy machine. */
const EXIT_BOUND_MS = GRACE_MS + CLOSE_AFTER_GRACE_MS + 1000;
const SECRET = 'shutdown-suite-secret-long-enough-for-hs256';
const USERS = 4;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('shutdown on SIGTERM in the middle of commands and uploads', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kamra-shutdown-'));
  const uploadDir = path.join(dataDir, 'uploads');
  const tokens: string[] = [];
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    // Users exist before the app starts: the embedded log admits one process at a time.
    const log = await openEventLog({ dataDir, eventStoreUrl: undefined, databaseUrl: undefined });
    for (let i = 0; i < USERS; i++) {
      const userId = randomUUID();
      const email = `stopper-${i}@example.pk`;
      await log.store.appendToStream(userStream(userId), [{
        type: 'UserRegistered', data: { userId, name: `Stopper ${i}`, email, picture: null },
        metadata: { eventId: randomUUID(), actorId: userId, actorRole: 'user', correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), schemaVersion: 1 },
      }], { expectedRevision: 'no_stream' });
      tokens.push(await signSessionToken({ userId, email, name: `Stopper ${i}` }, SECRET));
    }
    await log.close();
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  function start(): ChildProcess {
    return spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'runtime/src/main.ts')], {
      env: {
        ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, KAMRA_DEMO: '0', PORT: String(port),
        AUTH_SECRET: SECRET, SHUTDOWN_GRACE_MS: String(GRACE_MS), EVENTSTORE_URL: '', DATABASE_URL: '', UPLOAD_DIR: uploadDir,
        RATE_LIMIT_COMMANDS_PER_USER: '100000', RATE_LIMIT_COMMANDS_PER_IP: '100000',
      },
      // Node itself, not the tsx wrapper: the signal must reach the process that does the work.
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }

  async function healthy(child: ChildProcess): Promise<void> {
    for (let i = 0; i < 600 && child.exitCode === null; i++) {
      if (await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false)) return;
      await sleep(100);
    }
    throw new Error('Kamra did not start');
  }

  /** An upload that sends its head and one picture's first bytes, then stalls: only the grace ends it. */
  function trickle(token: string): void {
    const boundary = `----stall${randomUUID()}`;
    const req = request({
      host: '127.0.0.1', port, method: 'POST', path: SUBMIT_PATHS.accessory,
      headers: { 'auth-token': token, 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-request-id': `stall-${randomUUID()}` },
    });
    req.on('error', () => undefined);
    req.on('response', (res) => res.resume());
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="pictures"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
    req.write(Buffer.alloc(64 * 1024, 7));
  }

  it(`exits within the bound every time, losing no acknowledged command (up to ${ROUNDS} rounds)`, async () => {
    const acknowledged = new Set<string>();
    const serverErrors: string[] = [];
    const exits: { ms: number; code: number | null; signal: string | null }[] = [];
    let unanswered = 0;
    let uploadsAcknowledged = 0;
    const began = Date.now();

    for (let round = 0; round < ROUNDS && (round < LEAST_ROUNDS || Date.now() - began < BUDGET_MS); round++) {
      const child = start();
      const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
      await healthy(child);
      let flowing = true;
      const command = async (c: number, n: number): Promise<void> => {
        const token = tokens[c % tokens.length] ?? '';
        const id = `r${round}-c${c}-n${n}-${randomUUID()}`;
        const upload = (c + n) % 4 === 0;
        const response = await fetch(`http://127.0.0.1:${port}${upload ? SUBMIT_PATHS.accessory : '/api/reviews'}`, {
          method: 'POST',
          headers: upload ? { 'auth-token': token, 'x-request-id': id } : { 'auth-token': token, 'x-request-id': id, 'content-type': 'application/json' },
          body: upload ? listingForm({ text: listingText('accessory'), pictures: await pictures(3), profile: 'avatar-1' }) : JSON.stringify({ comment: id }),
        }).catch(() => null);
        if (response === null) {
          unanswered += 1;
          await sleep(50);
          return;
        }
        await response.arrayBuffer();
        if (response.status >= 500) serverErrors.push(`${response.status} in round ${round}`);
        else if (response.status < 300) {
          acknowledged.add(id);
          if (upload) uploadsAcknowledged += 1;
        }
      };
      const flow = Promise.all(Array.from({ length: 6 }, async (_, c) => {
        for (let n = 0; flowing; n++) await command(c, n);
      }));
      await sleep(300 + Math.floor(Math.random() * 700));
      trickle(tokens[0] ?? '');
      await sleep(100);
      const signalled = Date.now();
      child.kill('SIGTERM');
      const deadline = sleep(EXIT_BOUND_MS * 3).then(() => null);
      const exit = await Promise.race([exited, deadline]);
      const ms = Date.now() - signalled;
      flowing = false;
      await flow;
      if (exit === null) {
        child.kill('SIGKILL');
        await exited;
      }
      exits.push({ ms, code: exit?.code ?? null, signal: exit?.signal ?? 'hung' });
    }

    const log = await openEventLog({ dataDir, eventStoreUrl: undefined, databaseUrl: undefined });
    const recorded = new Set((await log.store.readAll({ maxCount: 10_000_000 })).map((event) => event.metadata.correlationId));
    await log.close();
    const lost = [...acknowledged].filter((id) => !recorded.has(id));
    const leftSpooled = readdirSync(path.join(uploadDir, '.incoming'), { withFileTypes: true }).filter((entry) => entry.isFile()).length;

    const slowest = Math.max(...exits.map((exit) => exit.ms));
    const figures = {
      rounds: exits.length, graceMs: GRACE_MS, exitBoundMs: EXIT_BOUND_MS, slowestExitMs: slowest,
      exitMs: exits.map((exit) => exit.ms), uncleanExits: exits.filter((exit) => exit.code !== 0).length,
      commandsAcknowledged: acknowledged.size, uploadsAcknowledged, unanswered, serverErrors: serverErrors.length, acknowledgedLost: lost.length, leftSpooled,
    };
    recordFigures('shutdown', figures);
    console.log(`shutdown: ${exits.length} rounds in ${Math.round((Date.now() - began) / 1000)} s, exits after SIGTERM in ${figures.exitMs.join(', ')} ms (bound ${EXIT_BOUND_MS}), ${acknowledged.size} commands acknowledged (${uploadsAcknowledged} uploads), ${unanswered} unanswered, ${serverErrors.length} 5xx, ${lost.length} lost, ${leftSpooled} spooled files left`);

    expect(exits.length).toBeGreaterThanOrEqual(LEAST_ROUNDS);
    expect(acknowledged.size).toBeGreaterThan(exits.length);
    expect(uploadsAcknowledged).toBeGreaterThan(0);
    expect(serverErrors).toEqual([]);
    expect(lost).toEqual([]);
    expect(leftSpooled).toBe(0);
    expect(exits.filter((exit) => exit.code !== 0)).toEqual([]);
    expect(slowest).toBeLessThan(EXIT_BOUND_MS);
  }, 600_000);
});
