/**
 * The read service on its own, for its route tests: an in-memory PGlite holding a log and the
 * read tables, the real projector turning appended events into rows (so rows are exactly what
 * production projects, filter columns and all), and the read service's routes behind the shared
 * HTTP frame on a free port, called through real HTTP. One per test file: PGlite's cold start
 * is seconds. Tests only (lint:deps lets only tests and this folder run projector code).
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { streamOf, userStream, type KamraEvent } from '@kamra/contracts/events';
import { formatPosition, PostgresEventStore, type EventMetadata, type EventStore, type GlobalPosition } from '@kamra/eventstore';
import { closeServer, createHttpApp, createLogger, listen, loadConfig, openDatabase, signSessionToken, type Database, type KamraConfig } from '@kamra/platform';
import { startProjector, type Projector } from '@kamra/projector';
import { readCheckpoint, readDb, type ReadDb } from '@kamra/read-model';
import { createReadRouter } from '../app.js';
import { CheckpointWatch } from '../checkpoint-watch.js';

export const HARNESS_ADMIN_EMAIL = 'admin@kamra.test';
const AUTH_SECRET = 'read-service-test-secret-long-enough-for-hs256';

export interface Person {
  userId: string;
  email: string;
  token: string;
}

export interface ReadServiceHarness {
  url: string;
  store: EventStore;
  db: ReadDb;
  projector: Projector;
  /** The one database of the log and the read tables (for a rebuild). */
  database: Database;
  config: KamraConfig;
  /** Registers a person (UserRegistered, as the first sign-in records it) and signs a session for them. */
  signIn(user?: { name?: string; email?: string; picture?: string | null }): Promise<Person>;
  /** Appends an event to its stream as the write side records it, by `actor` at `at`; answers its position in the log. */
  record(event: KamraEvent, actor: { id: string; role: EventMetadata['actorRole'] }, at?: Date): Promise<GlobalPosition>;
  /** fetch against the read service; `token` goes in the auth-token header. */
  request(pathname: string, init?: RequestInit & { token?: string }): Promise<Response>;
  close(): Promise<void>;
}

export async function startReadServiceHarness(env: Record<string, string> = {}): Promise<ReadServiceHarness> {
  const config = loadConfig({
    NODE_ENV: 'test', PORT: '0', DATABASE_URL: 'memory://', AUTH_SECRET, ADMIN_EMAILS: HARNESS_ADMIN_EMAIL,
    // Suites send far more than a person would.
    RATE_LIMIT_SIGN_IN_PER_IP: '100000', RATE_LIMIT_COMMANDS_PER_USER: '100000', RATE_LIMIT_COMMANDS_PER_IP: '100000',
    ...env,
  });
  const logger = createLogger('read-service-test');
  const database: Database = await openDatabase({ kind: 'memory' });
  const store = await PostgresEventStore.create(database.pool);
  const projector = await startProjector({ store, database, logger });
  const db = readDb(database.pool);
  const checkpoints = new CheckpointWatch({ readCheckpoint: () => readCheckpoint(db), ...config.readWait });
  const stopWaking = projector.onCheckpoint((position) => checkpoints.moved(position));
  const app = createHttpApp({
    logger,
    authSecret: config.authSecret,
    adminEmails: config.adminEmails,
    rateLimits: config.rateLimits,
    rateLimitPool: null,
    async readiness() {
      const status = await projector.status();
      return { ready: status.running, details: { projector: { running: status.running, lag: status.lag, checkpoint: status.checkpoint && formatPosition(status.checkpoint) } } };
    },
    mount(app) {
      app.use(createReadRouter({ db, config, logger, now: () => new Date(), checkpoints }));
    },
  });
  const { server, port }: { server: Server; port: number } = await listen(app, 0);
  const url = `http://127.0.0.1:${port}`;
  return {
    url, store, db, projector, database, config,
    async signIn(user = {}) {
      const userId = randomUUID();
      const email = user.email ?? `${userId}@example.pk`;
      const name = user.name ?? 'Ayesha Khan';
      await store.appendToStream(userStream(userId), [{
        type: 'UserRegistered',
        data: { userId, name, email, picture: user.picture ?? null },
        metadata: {
          eventId: randomUUID(), actorId: userId, actorRole: 'user', correlationId: randomUUID(),
          causationId: null, occurredAt: new Date().toISOString(), schemaVersion: 1,
        },
      }], { expectedRevision: 'no_stream' });
      return { userId, email, token: await signSessionToken({ userId, email, name }, AUTH_SECRET) };
    },
    async record(event, actor, at = new Date()) {
      const { position } = await store.appendToStream(streamOf(event), [{
        type: event.type, data: event.data,
        metadata: { eventId: randomUUID(), actorId: actor.id, actorRole: actor.role, correlationId: randomUUID(), causationId: null, occurredAt: at.toISOString(), schemaVersion: 1 },
      }], { expectedRevision: 'any' });
      return position;
    },
    request(pathname, init = {}) {
      const headers = new Headers(init.headers);
      if (init.token) headers.set('auth-token', init.token);
      return fetch(url + pathname, { ...init, headers });
    },
    async close() {
      stopWaking();
      checkpoints.close();
      await closeServer(server);
      await projector.stop();
      await database.close();
    },
  };
}
