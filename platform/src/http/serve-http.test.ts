import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createHttpApp } from './http-app.js';
import { serveHttp } from './serve-http.js';
import { testFrameOptions } from './test-frame.js';

const GRACE_MS = 600;

function slowApp() {
  return createHttpApp(testFrameOptions((app) => {
    app.get('/api/slow', (_req, res) => void setTimeout(() => res.json({ done: true }), 200));
    // Never answers: only the end of the grace ends it.
    app.get('/api/stuck', () => undefined);
  }));
}

describe('stopping the HTTP server', () => {
  it('refuses new connections, lets a request in flight finish, and cuts one that outlasts the grace', async () => {
    const http = await serveHttp(slowApp(), { port: 0, metrics: null, shutdownGraceMs: GRACE_MS }, createLogger('test'));
    const url = `http://127.0.0.1:${http.port}`;
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const slow = fetch(`${url}/api/slow`);
    const stuck = fetch(`${url}/api/stuck`).then(() => 'answered', () => 'cut');
    await new Promise((resolve) => setTimeout(resolve, 50));

    const started = Date.now();
    const stopped = http.stop();
    await expect(fetch(`${url}/readyz`)).rejects.toThrow();
    const answered = await slow;
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ done: true });
    expect(await stuck).toBe('cut');
    await stopped;
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(GRACE_MS - 50);
    expect(took).toBeLessThan(GRACE_MS + 1500);
  });

  it('answers /readyz with 503 while draining', async () => {
    const app = slowApp();
    const http = await serveHttp(app, { port: 0, metrics: null, shutdownGraceMs: 0 }, createLogger('test'));
    app.locals.draining = true;
    const ready = await fetch(`http://127.0.0.1:${http.port}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ ok: false, draining: true });
    await http.stop();
  });
});
