import express from 'express';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@kamra/contracts/messages';
import type { EventStore } from '@kamra/eventstore';
import { createLogger, errorHandler, loadConfig, type KamraConfig } from '@kamra/platform';
import { createAuthRouter } from './auth-router.js';
import { devSignInPage } from './dev-sign-in-page.js';

/** These routes refuse before touching the store; any use of it is a failure. */
const refuse = (): never => {
  throw new Error('the store must not be used');
};
const untouchedStore: EventStore = { appendToStream: refuse, readStream: refuse, readAll: refuse, subscribeToAll: refuse, close: refuse };
/** A pool connects on its first query only; these routes make none. */
const untouchedPool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/untouched' });

const servers: Array<{ close(): void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function serve(config: KamraConfig): Promise<string> {
  const app = express();
  app.use(express.json());
  app.use(createAuthRouter({ store: untouchedStore, pool: untouchedPool, config, now: () => new Date() }));
  app.use(errorHandler(createLogger('test')));
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

describe('sign-in routes where the development form must not exist', () => {
  const production: KamraConfig = { ...loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'a-test-secret-long-enough-for-hs256!!' }), production: true, devSignIn: true, google: null };

  it('answer 404 to the development sign-in in production, even if asked to offer it', async () => {
    const url = await serve(production);
    const dev = await fetch(`${url}/auth/dev`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Eve', email: 'eve@example.pk' }) });
    expect(dev.status).toBe(404);
    expect(await dev.json()).toEqual({ error: { code: 'not_found', message: messages.devSignInUnavailable } });
  });

  it('do not show the development form at /auth/google in production', async () => {
    const url = await serve(production);
    const page = await fetch(`${url}/auth/google`, { redirect: 'manual' });
    expect(page.status).toBe(404);
  });
});

describe('the development sign-in page', () => {
  it('escapes what the visitor typed', () => {
    const html = devSignInPage({ name: '<script>alert(1)</script>', email: '"><img src=x>' });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('"><img');
    expect(html).toContain('&#60;script&#62;');
  });

  it('is self-contained: inline CSS, no scripts, no outside resources', () => {
    const html = devSignInPage();
    expect(html).toContain('<style>');
    expect(html).not.toMatch(/<script|<link|src="http/);
  });
});
