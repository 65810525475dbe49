import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http, { type Server } from 'node:http';
import express from 'express';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { createHttpApp } from './http-app.js';
import { installJsonAnswers, weakEtagOf } from './json-answer.js';
import { closeServer, listen } from './listen.js';
import { testFrameOptions } from './test-frame.js';

/** The package Express tags its answers with (it has no types of its own). */
const etag = createRequire(import.meta.url)('etag') as (entity: Buffer, options: { weak: boolean }) => string;

const URDU = { title: 'لاہور میں کمرہ', note: 'emoji 🏠 and a lone surrogate \ud800 after JSON' };

/** The same routes on Express as it comes and on the frame, whose res.json is the lean one. */
function mountRoutes(app: express.Express): void {
  app.get('/api/small', (_req, res) => void res.json({ ok: true }));
  app.get('/api/urdu', (_req, res) => void res.json(URDU));
  app.get('/api/big', (_req, res) => void res.json({ cards: Array.from({ length: 40 }, (_, i) => ({ i, text: 'x'.repeat(100) })) }));
  app.get('/api/created', (_req, res) => void res.status(201).json({ made: 1 }));
  app.get('/api/none', (_req, res) => void res.status(204).json({ ignored: true }));
  app.get('/api/typed', (_req, res) => void res.type('application/problem+json').json({ title: 'typed' }));
  app.get('/api/tagged', (_req, res) => void res.setHeader('ETag', '"own"').json({ tagged: true }));
  app.get('/api/undefined', (_req, res) => void res.json(undefined));
}

async function listening(app: express.Express): Promise<{ server: Server; url: string }> {
  const { server, port } = await listen(app, 0);
  return { server, url: `http://127.0.0.1:${port}` };
}

const PATHS = ['/api/small', '/api/urdu', '/api/big', '/api/created', '/api/none', '/api/typed', '/api/tagged', '/api/undefined'];
interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** An answer as node:http gets it: fetch would add Cache-Control: no-cache to a conditional request. */
function ask(url: string, method = 'GET', headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** What a client sees of an answer that the JSON path decides. */
async function seen(url: string, method = 'GET'): Promise<Record<string, unknown>> {
  const { status, headers, body } = await ask(url, method);
  const decided = ['content-type', 'content-length', 'etag', 'transfer-encoding'].map((name) => [name, headers[name] ?? null]);
  return { status, body, ...Object.fromEntries(decided) };
}

describe('JSON answers', () => {
  let plain: { server: Server; url: string };
  let lean: { server: Server; url: string };

  beforeAll(async () => {
    const expressApp = express();
    mountRoutes(expressApp);
    plain = await listening(expressApp);
    const frame = createHttpApp(testFrameOptions(mountRoutes));
    lean = await listening(frame);
    expect(frame.response.json).not.toBe(expressApp.response.json);
  });

  afterAll(async () => {
    await closeServer(plain.server);
    await closeServer(lean.server);
  });

  it('tags a text as Express does, so a tag a client kept still matches', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
      expect(weakEtagOf(text)).toBe(etag(Buffer.from(text, 'utf8'), { weak: true }));
    }));
    expect(weakEtagOf('')).toBe(etag(Buffer.alloc(0), { weak: true }));
  });

  it('answers every route as Express itself would: status, body, type, length and tag', async () => {
    for (const path of PATHS) {
      expect(await seen(`${lean.url}${path}`), path).toEqual(await seen(`${plain.url}${path}`));
    }
  });

  it('answers HEAD with the headers and no body, as Express does', async () => {
    for (const path of PATHS) {
      expect(await seen(`${lean.url}${path}`, 'HEAD'), path).toEqual(await seen(`${plain.url}${path}`, 'HEAD'));
    }
  });

  it('answers 304 with no body to a client whose copy is fresh, and the full answer to one whose copy is not', async () => {
    const first = await ask(`${lean.url}/api/urdu`);
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/"/);
    const again = await ask(`${lean.url}/api/urdu`, 'GET', { 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-type']).toBeUndefined();
    const stale = await ask(`${lean.url}/api/urdu`, 'GET', { 'if-none-match': 'W/"0-nothing"' });
    expect(stale.status).toBe(200);
    expect(JSON.parse(stale.body)).toEqual(JSON.parse(JSON.stringify(URDU)));
    // A client that asks to skip its cache gets the answer even with a matching tag.
    const noCache = await ask(`${lean.url}/api/urdu`, 'GET', { 'if-none-match': tag, 'cache-control': 'no-cache' });
    expect(noCache.status).toBe(200);
  });

  it('leaves an app whose JSON or ETag settings are not the defaults to Express', async () => {
    const app = express();
    installJsonAnswers(app);
    app.set('json spaces', 2);
    app.set('etag', false);
    app.get('/x', (_req, res) => void res.json({ a: 1 }));
    const own = await listening(app);
    try {
      const { headers, body } = await ask(`${own.url}/x`);
      expect(body).toBe('{\n  "a": 1\n}');
      expect(headers.etag).toBeUndefined();
    } finally {
      await closeServer(own.server);
    }
  });

  it('is installed on an app by installJsonAnswers alone', async () => {
    const app = express();
    installJsonAnswers(app);
    app.get('/x', (_req, res) => void res.json({ a: 'ب' }));
    const own = await listening(app);
    try {
      const { headers, body } = await ask(`${own.url}/x`);
      expect(headers['content-type']).toBe('application/json; charset=utf-8');
      expect(headers.etag).toBe(weakEtagOf('{"a":"ب"}'));
      expect(body).toBe('{"a":"ب"}');
    } finally {
      await closeServer(own.server);
    }
  });
});
