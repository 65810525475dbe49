/**
 * `npm start` on a new embedded data directory seeds a demo before it listens and says whom to
 * sign in as; KAMRA_DEMO=0 starts empty; a second start of the same directory seeds nothing.
 * The real main.ts in a child process, with a tiny demo.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { signSessionToken } from '@kamra/platform';
import { userIdOf } from '@kamra/write-service';
import { DEMO_LISTER_EMAIL } from './seed/seed-demo.js';
import { DEMO_ADMIN_EMAIL } from './first-run.js';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const AUTH_SECRET = 'first-run-test-secret-long-enough-for-hs256';
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface RunningMain {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

/** Starts main.ts on DATA_DIR and resolves once it logs that it runs (JSON logs: stdout is a pipe). */
function startMain(dataDir: string, env: Record<string, string> = {}): Promise<RunningMain> {
  const { EVENTSTORE_URL: _log, DATABASE_URL: _db, ADMIN_EMAILS: _admins, KAMRA_DEMO: _demo, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...inherited, NODE_ENV: 'development', LOG_LEVEL: 'info', PORT: '0', DATA_DIR: dataDir, AUTH_SECRET, SEED_LISTINGS: '12', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = () => new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`main.ts exited with ${String(code)}:\n${output}`)));
    const poll = setInterval(() => {
      const port = /"port":(\d+)/.exec(output)?.[1];
      if (port && output.includes('Kamra is running')) {
        clearInterval(poll);
        resolve({ url: `http://127.0.0.1:${port}`, output: () => output, stop });
      }
    }, 50);
  });
}

const newDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kamra-first-run-'));
  dirs.push(dir);
  return path.join(dir, 'data');
};

async function json<T>(url: string, token?: string): Promise<T> {
  const response = await fetch(url, { headers: token ? { 'auth-token': token } : {} });
  expect(response.status, url).toBe(200);
  return (await response.json()) as T;
}

const count = async (url: string) => (await json<{ items: unknown[] } | unknown[]>(url).then((body) => (Array.isArray(body) ? body : body.items))).length;
/** Public listings of every kind (a search names one kind). */
const publicListings = async (base: string) => {
  const counts = await Promise.all(['room', 'roommate', 'accessory'].map((kind) => count(`${base}/api/listings?kind=${kind}&limit=50`)));
  return counts.reduce((sum, n) => sum + n, 0);
};

describe('the first start on a new data directory', () => {
  it('seeds a demo before listening, says whom to sign in as, and a second start seeds nothing', async () => {
    const dataDir = newDataDir();
    const first = await startMain(dataDir);
    let listings: number;
    try {
      listings = await publicListings(first.url);
      expect(listings).toBeGreaterThan(0);
      expect(await count(`${first.url}/api/reviews`)).toBeGreaterThan(0);
      expect(await count(`${first.url}/api/blogs`)).toBeGreaterThan(0);
      expect(first.output()).toContain('seeding a demo of 12 listings');
      expect(first.output()).toContain(`sign in as ${DEMO_ADMIN_EMAIL} to moderate, or as ${DEMO_LISTER_EMAIL}`);
      // The lister of the hint is the person the dev sign-in makes of that email, and owns listings.
      const token = await signSessionToken({ userId: userIdOf({ provider: 'dev', email: DEMO_LISTER_EMAIL }), email: DEMO_LISTER_EMAIL, name: 'Ayesha Khan' }, AUTH_SECRET);
      expect((await json<{ items: unknown[] }>(`${first.url}/api/me/listings`, token)).items.length).toBeGreaterThan(0);
    } finally {
      await first.stop();
    }

    const second = await startMain(dataDir);
    try {
      expect(second.output()).not.toContain('seeding a demo');
      expect(await publicListings(second.url)).toBe(listings);
      expect(second.output()).toContain(`sign in as ${DEMO_ADMIN_EMAIL}`);
    } finally {
      await second.stop();
    }
  }, 120_000);

  it('starts empty with KAMRA_DEMO=0', async () => {
    const empty = await startMain(newDataDir(), { KAMRA_DEMO: '0' });
    try {
      expect(await publicListings(empty.url)).toBe(0);
      expect(await count(`${empty.url}/api/blogs`)).toBe(0);
      expect(empty.output()).not.toContain('seeding a demo');
      expect(empty.output()).not.toContain('Demo site');
    } finally {
      await empty.stop();
    }
  }, 60_000);
});
