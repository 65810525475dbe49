/**
 * The shipped deploy/Caddyfile run by Caddy in front of stand-in instances (two of each
 * service, each answering with its name), so every route of every service is sent through the
 * real proxy and must reach its service; and the built client's files, load balancing, and a
 * GET retried when its instance dies mid-answer.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Upstream } from '@kamra/platform';
import { caddyInstalled, startCaddy, type RunningCaddy } from './caddy-process.js';
import { serviceRoutes, type ServiceRoute } from './service-routes.js';
import { gzipSync } from 'node:zlib';

/** Cut without an answer: what Caddy sees when an instance is killed mid-request. */
const DIES_PATH = '/api/listings/dies-mid-answer';

interface StandIn {
  address: string;
  hits: Map<string, number>;
  server: Server;
}

async function standIn(service: Upstream, instance: number, dies: boolean): Promise<StandIn> {
  const hits = new Map<string, number>();
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(pathname, (hits.get(pathname) ?? 0) + 1);
    if (dies && pathname === DIES_PATH) {
      req.socket.destroy();
      return;
    }
    req.resume();
    res.setHeader('x-service', service);
    res.setHeader('x-instance', `${service}-${instance}`);
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  return { address: `127.0.0.1:${address.port}`, hits, server };
}

describe.skipIf(!caddyInstalled() && !process.env.CI)('deploy/Caddyfile run by Caddy', () => {
  let routes: { write: ServiceRoute[]; read: ServiceRoute[] };
  let instances: Record<Upstream, StandIn[]>;
  let webRoot: string;
  let caddy: RunningCaddy;

  beforeAll(async () => {
    routes = await serviceRoutes();
    instances = {
      write: [await standIn('write', 1, false), await standIn('write', 2, false)],
      read: [await standIn('read', 1, true), await standIn('read', 2, false)],
    };
    webRoot = mkdtempSync(path.join(tmpdir(), 'kamra-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log("kamra")');
    writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html>');
    // What the build writes that no browser is sent as a file.
    writeFileSync(path.join(webRoot, 'index.html.br'), 'x');
    writeFileSync(path.join(webRoot, 'landing-pages.json'), '{}');
    writeFileSync(path.join(webRoot, 'page-heads.json'), '{}');
    writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js.gz'), gzipSync('console.log("kamra")'));
    caddy = await startCaddy({
      write: instances.write.map((instance) => instance.address),
      read: instances.read.map((instance) => instance.address),
      webRoot,
    });
  });
  afterAll(async () => {
    await caddy?.stop();
    for (const instance of Object.values(instances ?? {}).flat()) instance.server.close();
    if (webRoot) rmSync(webRoot, { recursive: true, force: true });
  });

  async function serviceOf(method: string, pathname: string): Promise<string | null> {
    const response = await fetch(caddy.url + pathname, { method, body: method === 'GET' || method === 'HEAD' ? undefined : '{}' });
    await response.arrayBuffer();
    return response.headers.get('x-service') ?? `status ${response.status}`;
  }

  it('sends every route of each service to that service', async () => {
    for (const service of ['write', 'read'] as const) {
      const reached = [];
      for (const route of routes[service]) reached.push(`${route.method} ${route.pattern} -> ${await serviceOf(route.method, route.sample)}`);
      expect(reached, caddy.output()).toEqual(routes[service].map((route) => `${route.method} ${route.pattern} -> ${service}`));
    }
  });

  it('serves the client files itself and every other path as a page from the read service', async () => {
    const asset = await fetch(`${caddy.url}/assets/index-abc123.js`);
    expect(await asset.text()).toBe('console.log("kamra")');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-service')).toBeNull();
    const favicon = await fetch(`${caddy.url}/favicon.svg`);
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(favicon.headers.get('x-service')).toBeNull();
    // Nor the shell however it is spelled, nor what the build wrote for the server, nor a compressed copy.
    const notFiles = ['/index.html', '/%69ndex.html', '//index.html', '/x/../index.html', '/index.html.br', '/landing-pages.json', '/page-heads.json', '/assets/index-abc123.js.gz'];
    for (const page of ['/', '/rooms/abc', '/robots.txt', '/sitemap.xml', '/assets/missing.js', ...notFiles]) {
      expect(`${page} -> ${await serviceOf('GET', page)}`).toBe(`${page} -> read`);
    }
  });

  it('shares requests between the instances of a service', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i += 1) {
      const response = await fetch(`${caddy.url}/api/boost-packages`);
      seen.add(response.headers.get('x-instance') ?? '');
    }
    expect([...seen].sort()).toEqual(['write-1', 'write-2']);
  });

  it('tries a GET again on another instance when its instance dies mid-answer', async () => {
    const statuses = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await fetch(caddy.url + DIES_PATH)).status);
    expect(statuses).toEqual(statuses.map(() => 200));
    expect(instances.read[0]?.hits.get(DIES_PATH)).toBeGreaterThan(0);
  });
});
