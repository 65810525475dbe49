import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http, { type Server } from 'node:http';
import type { ApiError } from '@kamra/contracts/read-models';
import { ConflictError, ForbiddenError, ValidationError } from '../errors.js';
import { createLogger } from '../logger.js';
import { signSessionToken } from '../auth/session-token.js';
import { requireAdmin } from '../auth/actor.js';
import { createHttpApp } from './http-app.js';
import { closeServer, listen } from './listen.js';
import { metricsRegistry } from '../metrics/index.js';

const SECRET = 'a-test-secret-long-enough-for-hs256!!';

interface WhoAmI {
  actor: Record<string, unknown>;
  requestId: string;
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

describe('the shared HTTP frame', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const app = createHttpApp({
      logger: createLogger('test'),
      authSecret: SECRET,
      adminEmails: ['boss@kamra.pk'],
      rateLimits: { signInPerIp: 1000, commandsPerUser: 1000, commandsPerIp: 1000 },
      rateLimitPool: null,
      readiness: async () => ({ ready: false, details: { why: 'warming up' } }),
      rawBodyPaths: ['/api/raw'],
      mount(app) {
        // As the web's static route does for a file it does not have: matched, then passed on.
        app.get('/assets/:file', (_req, _res, next) => next());
        app.post('/api/raw', (req, res) => {
          const body: unknown = req.body;
          res.json({ buffer: Buffer.isBuffer(body), text: Buffer.isBuffer(body) ? body.toString('utf8') : null });
        });
        app.post('/api/parsed', (req, res) => void res.json({ body: req.body as unknown }));
        app.get('/api/whoami', (req, res) => void res.json({ actor: req.actor, requestId: req.requestId }));
        app.get('/api/things/:id/:part', (req, res) => void res.json({ id: req.params.id, url: req.url }));
        app.post('/api/validate', () => {
          throw new ValidationError('Tagline is required.', { tagline: 'Tagline is required.' });
        });
        app.post('/api/forbidden', () => {
          throw new ForbiddenError();
        });
        app.post('/api/conflict', async () => {
          throw new ConflictError('Already deleted.');
        });
        app.post('/api/admin-only', (req, res) => void res.json({ admin: requireAdmin(req).email }));
        app.get('/api/bug', () => {
          throw new Error('secret internals');
        });
      },
      // As the page routes answer pages, here two that say what they were asked for.
      mountFallback(app) {
        app.get(['/notFound', '/searchResult'], (req, res) => void res.status(req.path === '/notFound' ? 404 : 200).type('html').send(`<p>page ${req.url}</p>`));
      },
    });
    const listening = await listen(app, 0);
    server = listening.server;
    url = `http://127.0.0.1:${listening.port}`;
  });
  afterAll(async () => {
    await closeServer(server);
  });

  it('keeps the exact bytes of a raw-body path (for signatures) and parses JSON elsewhere', async () => {
    const sent = '{ "id":  "evt_1" }';
    const init = { method: 'POST', body: sent, headers: { 'content-type': 'application/json' } };
    expect(await json(await fetch(`${url}/api/raw`, init))).toEqual({ buffer: true, text: sent });
    expect(await json(await fetch(`${url}/api/parsed`, init))).toEqual({ body: { id: 'evt_1' } });
  });

  it('lives on after a request that matched a route and then went on to a 404, and counts it under that route', async () => {
    const missing = await fetch(`${url}/assets/missing.js`);
    expect(missing.status).toBe(404);
    await missing.arrayBuffer();
    // The close listener ran (or crashed the process) once the answer was sent.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const figures = await metricsRegistry.getSingleMetricAsString('kamra_http_request_duration_seconds');
    expect(figures).toMatch(/route="\/assets\/:file",status="404"/);
  });

  it('answers health and readiness', async () => {
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ ok: true });
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ ok: false, why: 'warming up' });
  });

  it('keeps a well-formed x-request-id and makes one otherwise', async () => {
    const kept = await fetch(`${url}/api/whoami`, { headers: { 'x-request-id': 'req-12345678' } });
    expect(kept.headers.get('x-request-id')).toBe('req-12345678');
    expect((await json<WhoAmI>(kept)).requestId).toBe('req-12345678');
    const made = await fetch(`${url}/api/whoami`, { headers: { 'x-request-id': '<script>' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reads the token from auth-token or Bearer, and treats a bad one as anonymous', async () => {
    const token = await signSessionToken({ userId: 'u1', email: 'Boss@kamra.pk', name: 'Boss' }, SECRET);
    const viaHeader = await json<WhoAmI>(await fetch(`${url}/api/whoami`, { headers: { 'auth-token': token } }));
    expect(viaHeader.actor).toEqual({ kind: 'user', userId: 'u1', email: 'Boss@kamra.pk', name: 'Boss', isAdmin: true });
    const viaBearer = await json<WhoAmI>(await fetch(`${url}/api/whoami`, { headers: { authorization: `Bearer ${token}` } }));
    expect(viaBearer.actor.userId).toBe('u1');
    const forged = await signSessionToken({ userId: 'u1', email: 'boss@kamra.pk', name: 'Boss' }, 'another-secret-long-enough-for-hs256');
    expect((await json<WhoAmI>(await fetch(`${url}/api/whoami`, { headers: { 'auth-token': forged } }))).actor).toEqual({ kind: 'anonymous' });
  });

  it('maps typed errors to their status with the error shape', async () => {
    const validation = await fetch(`${url}/api/validate`, { method: 'POST' });
    expect(validation.status).toBe(422);
    expect(await validation.json()).toEqual({
      error: { code: 'validation_failed', message: 'Tagline is required.', fields: { tagline: 'Tagline is required.' } },
    });
    expect((await fetch(`${url}/api/forbidden`, { method: 'POST' })).status).toBe(403);
    expect((await fetch(`${url}/api/conflict`, { method: 'POST' })).status).toBe(409);
    expect((await fetch(`${url}/api/admin-only`, { method: 'POST' })).status).toBe(401);
  });

  it('refuses an API query naming a parameter twice, however the request names the path', async () => {
    const statusOf = (target: string) => new Promise<number>((resolve, reject) => {
      const { port } = new URL(url);
      // node:http sends `path` as the request target as it is: here the whole address, as a proxy would.
      http.get({ host: '127.0.0.1', port, path: target }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on('error', reject);
    });
    for (const target of ['/api/nowhere?a=1&a=2', '/API/Nowhere?a=1&a=2', `${url}/api/nowhere?a=1&a=2`]) {
      expect(await statusOf(target), target).toBe(400);
    }
    expect(await statusOf(`${url}/api/nowhere?a=1&b=2`)).toBe(404);
  });

  it('answers a page whose address cannot be read as the 404 page, keeping Urdu; the API and commands are refused', async () => {
    const brokenPages = ['/rooms/1f2e%', '/aboutUs?ref=%00', '/%E0%A4%A', '/blog/%ED%A0%80', '/Unsubscribe?token=%00', '/uploads/%zz.webp'];
    for (const target of brokenPages) {
      const page = await fetch(url + target);
      expect(page.status, target).toBe(404);
      expect(page.headers.get('content-type'), target).toMatch(/^text\/html/);
      expect(await page.text(), target).toBe('<p>page /notFound</p>');
    }
    expect(await (await fetch(`${url}/rooms/1f2e%?lang=ur`)).text()).toBe('<p>page /notFound?lang=ur</p>');
    expect(await (await fetch(`${url}/rooms/1f2e%?lang=UR`)).text()).toBe('<p>page /notFound?lang=ur</p>');
    expect(await (await fetch(`${url}/searchResult?location=%00&lang=ur`)).text()).toBe('<p>page /notFound?lang=ur</p>');
    expect((await fetch(`${url}/rooms/1f2e%`, { method: 'HEAD' })).status).toBe(404);
    // Readable addresses reach their page as sent.
    expect(await (await fetch(`${url}/searchResult?location=G-11%2F2&lang=ur`)).text()).toBe('<p>page /searchResult?location=G-11%2F2&lang=ur</p>');

    for (const [method, target] of [['GET', '/api/listings/%00'], ['GET', '/API/blogs?q=%00'], ['POST', '/rooms/1f2e%'], ['DELETE', '/aboutUs?ref=%00']] as const) {
      const refused = await fetch(url + target, { method });
      expect(refused.status, `${method} ${target}`).toBe(400);
      expect(await refused.json()).toEqual({ error: { code: 'bad_request', message: 'This address could not be read.' } });
    }
  });

  it('reads an id in the path in lower case, as every id is made, and leaves the rest as sent', async () => {
    const seen = async (target: string) => json<{ id: string; url: string }>(await fetch(url + target));
    expect(await seen('/api/things/1F2E0000-AAAA-4bBb-8CCC-DDDDDDDDDDDD/Parts?ref=AB-1F2E0000-AAAA-4BBB-8CCC-DDDDDDDDDDDD'))
      .toEqual({ id: '1f2e0000-aaaa-4bbb-8ccc-dddddddddddd', url: '/api/things/1f2e0000-aaaa-4bbb-8ccc-dddddddddddd/Parts?ref=AB-1F2E0000-AAAA-4BBB-8CCC-DDDDDDDDDDDD' });
    // A page moves to its one address, so the app and its canonical name it in lower case.
    const page = await fetch(`${url}/rooms/1F2E0000-AAAA-4BBB-8CCC-DDDDDDDDDDDD?ref=AB`, { redirect: 'manual' });
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe('/rooms/1f2e0000-aaaa-4bbb-8ccc-dddddddddddd?ref=AB');
    // Only a whole segment shaped as an id: not a longer name holding one, not other capitals.
    for (const kept of ['X1F2E0000-AAAA-4BBB-8CCC-DDDDDDDDDDDD', '1F2E0000AAAA4BBB8CCCDDDDDDDDDDDD', 'ABC-DEF']) {
      expect(await seen(`/API/Things/${kept}/B`)).toEqual({ id: kept, url: `/API/Things/${kept}/B` });
    }
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await fetch(`${url}/api/validate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"oops"' });
    expect(response.status).toBe(400);
    expect((await json<ApiError>(response)).error.code).toBe('bad_request');
  });

  it('hides internals of a bug behind a 500 and answers unknown API routes with 404', async () => {
    const bug = await fetch(`${url}/api/bug`);
    expect(bug.status).toBe(500);
    expect(JSON.stringify(await bug.json())).not.toContain('secret internals');
    const missing = await fetch(`${url}/api/nowhere`);
    expect(missing.status).toBe(404);
    expect((await json<ApiError>(missing)).error.code).toBe('not_found');
    // Elsewhere, a plain 404 of our own: not the framework's page naming itself and the path.
    for (const [method, path] of [['GET', '/assets/missing.js'], ['POST', '/'], ['DELETE', '/rooms/x']] as const) {
      const other = await fetch(`${url}${path}`, { method });
      expect(other.status).toBe(404);
      expect(await other.text()).toBe('Not found');
    }
  });
});

describe('the client address behind proxies', () => {
  async function addressSeen(trustedProxies: string | undefined): Promise<string> {
    const app = createHttpApp({
      logger: createLogger('test'), authSecret: SECRET, adminEmails: [], trustedProxies,
      rateLimits: { signInPerIp: 1000, commandsPerUser: 1000, commandsPerIp: 1000 }, rateLimitPool: null,
      readiness: async () => ({ ready: true, details: {} }),
      mount(app) {
        app.get('/api/ip', (req, res) => void res.json({ ip: req.ip }));
      },
    });
    const { server, port } = await listen(app, 0);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/ip`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
      return ((await response.json()) as { ip: string }).ip;
    } finally {
      await closeServer(server);
    }
  }

  it('believes X-Forwarded-For from a trusted proxy only (loopback unless TRUSTED_PROXIES says otherwise)', async () => {
    expect(await addressSeen(undefined)).toBe('203.0.113.7');
    expect(await addressSeen('loopback, uniquelocal')).toBe('203.0.113.7');
    expect(await addressSeen('10.0.0.0/8')).toMatch(/127\.0\.0\.1$/);
  });
});
