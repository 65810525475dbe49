import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { destinationOf } from '@kamra/platform';
import { CADDYFILE_PATH } from './caddy-process.js';
import { renderCaddyfile } from './caddyfile.js';
import { serviceRoutes, type ServiceRoute } from './service-routes.js';

const noClientFiles = (): boolean => false;

describe('the route table the proxy is written from', () => {
  let routes: { write: ServiceRoute[]; read: ServiceRoute[] };
  beforeAll(async () => {
    routes = await serviceRoutes();
  });

  it('sends every route the write service registers to the write service', () => {
    expect(routes.write.length).toBeGreaterThan(30);
    const strays = routes.write.filter((route) => destinationOf(route.method, route.sample, noClientFiles) !== 'write');
    expect(strays.map((route) => `${route.method} ${route.pattern}`)).toEqual([]);
  });

  it('sends every route the read service registers (pages included) to the read service', () => {
    expect(routes.read.map((route) => route.pattern)).toEqual(expect.arrayContaining(['/api/listings', '/robots.txt', '/sitemap.xml', '/{*path}']));
    const strays = routes.read.filter((route) => destinationOf(route.method, route.sample, noClientFiles) !== 'read');
    expect(strays.map((route) => `${route.method} ${route.pattern}`)).toEqual([]);
  });

  it('is what deploy/Caddyfile says (npm run caddyfile writes it)', () => {
    expect(readFileSync(CADDYFILE_PATH, 'utf8')).toBe(renderCaddyfile());
  });
});
