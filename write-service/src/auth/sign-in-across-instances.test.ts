/**
 * Two write-service instances on one database: a sign-in finished on one is exchanged on the
 * other, once, however many exchanges of the one code race on both.
 */
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStore } from '@kamra/eventstore';
import { closeServer, createLogger, errorHandler, listen, loadConfig, openDatabase, type Database } from '@kamra/platform';
import { databaseTargets, openScratchDatabase, type ScratchDatabase } from '@kamra/platform/testing';
import { createAuthRouter } from './auth-router.js';

const config = loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'a-test-secret-long-enough-for-hs256!!' });

/** One instance: its own event store and sign-in routes over its own pool of the shared database. */
async function instance(database: Database): Promise<{ url: string; server: Server }> {
  const store = await openEventStore(undefined, database.pool, { embedded: database.embedded });
  const app = express();
  app.use(express.json());
  app.use(createAuthRouter({ store, pool: database.pool, config: { ...config, devSignIn: true, google: null }, now: () => new Date() }));
  app.use(errorHandler(createLogger('test')));
  const { server, port } = await listen(app, 0);
  return { url: `http://127.0.0.1:${port}`, server };
}

/** The browser's sign-in cookie, set as it opens GET /auth/google on `url`. */
async function browserOn(url: string): Promise<string> {
  const start = await fetch(`${url}/auth/google`, { redirect: 'manual' });
  await start.body?.cancel();
  return start.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** A sign-in started and finished on `url` by the browser with `cookie`: the code it ends with. */
async function signInOn(url: string, email: string, cookie: string): Promise<string> {
  const response = await fetch(`${url}/auth/dev`, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ name: 'Ayesha Khan', email }),
  });
  expect(response.status).toBe(302);
  const code = new URL(response.headers.get('location') ?? '', url).searchParams.get('token');
  if (!code) throw new Error('no sign-in code in the redirect');
  return code;
}

function exchangeOn(url: string, code: string, cookie: string): Promise<Response> {
  return fetch(`${url}/auth/exchange`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ code }) });
}

describe.each(databaseTargets())('sign-in codes across two write-service instances (%s)', (target) => {
  let database: ScratchDatabase;
  /** On a real Postgres the second instance has a pool of its own; PGlite has one session, so they share it. */
  let secondDatabase: Database;
  const servers: Server[] = [];
  let first = '';
  let second = '';

  beforeAll(async () => {
    database = await openScratchDatabase(target);
    secondDatabase = database.url ? await openDatabase({ kind: 'url', url: database.url }) : database;
    const a = await instance(database);
    const b = await instance(secondDatabase);
    servers.push(a.server, b.server);
    first = a.url;
    second = b.url;
  }, 30_000);
  afterAll(async () => {
    for (const server of servers) await closeServer(server);
    if (secondDatabase !== database) await secondDatabase.close();
    await database.close();
  });

  it('exchanges on one a code issued by the other, once, for the browser that started it there', async () => {
    const browser = await browserOn(first);
    const code = await signInOn(first, 'ayesha@example.pk', browser);
    expect((await exchangeOn(second, code, await browserOn(second))).status).toBe(401);
    const exchanged = await exchangeOn(second, code, browser);
    expect(exchanged.status).toBe(200);
    expect(await exchanged.json()).toEqual({ token: expect.any(String) });
    expect((await exchangeOn(second, code, browser)).status).toBe(401);
    expect((await exchangeOn(first, code, browser)).status).toBe(401);
  });

  it('gives exactly one token when one code is exchanged on both at once', async () => {
    const browser = await browserOn(second);
    const code = await signInOn(second, 'bilal@example.pk', browser);
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => exchangeOn(i % 2 === 0 ? first : second, code, browser)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 15 }, () => 401)]);
  });
});

