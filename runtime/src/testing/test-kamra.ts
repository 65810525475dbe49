import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { userStream } from '@kamra/contracts/events';
import { AFTER_POSITION_HEADER } from '@kamra/contracts/read-models';
import { comparePositions, parsePosition, type GlobalPosition } from '@kamra/eventstore';
import { createLogger, loadConfig, signSessionToken, type KamraConfig } from '@kamra/platform';
import { readCheckpoint } from '@kamra/read-model';
import { openScratchDatabase } from '@kamra/platform/testing';
import { startKamra, type Kamra } from '../kamra.js';

export const TEST_ADMIN_EMAIL = 'admin@kamra.test';
export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-hs256';

export interface TestKamra extends Kamra {
  config: KamraConfig;
  /** Registers a user (UserRegistered on their stream) and returns a session token. */
  signIn(user?: { name?: string; email?: string }): Promise<{ userId: string; token: string; email: string }>;
  /** fetch against the app; `token` goes in the auth-token header. */
  request(pathname: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>;
}

/**
 * The whole app in one process on an in-memory PGlite, on a free port: one per test file
 * (PGlite's cold start is seconds). The real Postgres is used when TEST_KAMRA_DATABASE_URL
 * names a scratch database.
 */
export async function startTestKamra(
  env: Record<string, string> = {},
  options: { serveWeb?: boolean; now?: () => Date; alertMailRetryMs?: number } = {},
): Promise<TestKamra> {
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'kamra-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATABASE_URL: 'memory://',
    UPLOAD_DIR: uploadDir,
    AUTH_SECRET: TEST_AUTH_SECRET,
    ADMIN_EMAILS: TEST_ADMIN_EMAIL,
    // Suites send far more than a person would; a test of the limits sets its own.
    RATE_LIMIT_SIGN_IN_PER_IP: '100000',
    RATE_LIMIT_COMMANDS_PER_USER: '100000',
    RATE_LIMIT_COMMANDS_PER_IP: '100000',
    RATE_LIMIT_COMMENTS_PER_USER: '100000',
    // A test's close cuts whatever is still open at once; the shutdown suite measures the grace.
    SHUTDOWN_GRACE_MS: '0',
    ...env,
  });
  const kamra = await startKamra(config, {
    logger: createLogger('test'), serveWeb: options.serveWeb ?? false, ...(options.now ? { now: options.now } : {}),
    ...(options.alertMailRetryMs === undefined ? {} : { alertMailRetryMs: options.alertMailRetryMs }),
  });
  return {
    ...kamra,
    config,
    async signIn(user = {}) {
      const userId = randomUUID();
      const email = user.email ?? `${userId}@example.pk`;
      const name = user.name ?? 'Ayesha Khan';
      await kamra.store.appendToStream(
        userStream(userId),
        [{
          type: 'UserRegistered',
          data: { userId, name, email, picture: null },
          metadata: {
            eventId: randomUUID(), actorId: userId, actorRole: 'user', correlationId: randomUUID(),
            causationId: null, occurredAt: new Date().toISOString(), schemaVersion: 1,
          },
        }],
        { expectedRevision: 'no_stream' },
      );
      return { userId, email, token: await signSessionToken({ userId, email, name }, TEST_AUTH_SECRET) };
    },
    async request(pathname, init = {}) {
      const headers = new Headers(init.headers);
      if (init.token) headers.set('auth-token', init.token);
      let body = init.body;
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(init.json);
      }
      const response = await fetch(kamra.url + pathname, { ...init, headers, body });
      // The server waits about 2 s for the projector, then answers from the tables as they
      // are; on a loaded machine that can be too short. A test asserts on content, so it
      // waits for the projector itself and asks once more.
      const wanted = parsePosition(headers.get(AFTER_POSITION_HEADER) ?? '');
      if (!wanted || response.headers.get('x-read-stale') !== 'true' || (init.method ?? 'GET') !== 'GET') return response;
      await projectedPast(kamra, wanted);
      return fetch(kamra.url + pathname, { ...init, headers, body });
    },
    async close() {
      await kamra.close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

async function projectedPast(kamra: Kamra, wanted: GlobalPosition): Promise<void> {
  for (;;) {
    const checkpoint = await readCheckpoint(kamra.db);
    if (checkpoint && comparePositions(checkpoint, wanted) >= 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Whole app instances on one fresh database of the real Postgres (TEST_DATABASE_URL), as
 * several machines behind a proxy would run, started one after the other (the first migrates).
 */
export async function startTestKamrasOnPostgres(
  count: number, env: Record<string, string> = {}, options: Parameters<typeof startTestKamra>[1] = {},
): Promise<{ instances: TestKamra[]; close(): Promise<void> }> {
  const database = await openScratchDatabase('postgres');
  const instances: TestKamra[] = [];
  const url = database.url ?? '';
  for (let i = 0; i < count; i++) instances.push(await startTestKamra({ DATABASE_URL: url, EVENTSTORE_URL: url, ...env }, options));
  return {
    instances,
    async close() {
      for (const instance of instances.splice(0)) await instance.close();
      await database.close();
    },
  };
}
