/**
 * Every route the write and the read service register, read from their Express routers as
 * each service's main mounts them (the test checkout and dev outbox included, as on a machine
 * without providers), so a test can hold them against the route table and send each through
 * the proxy.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Router } from 'express';
import { PostgresEventStore } from '@kamra/eventstore';
import { createLogger, loadConfig, openDatabase, openImageStore } from '@kamra/platform';
import { readDb } from '@kamra/read-model';
import { CheckpointWatch, createReadRouter, pageRoutes } from '@kamra/read-service';
import { createWriteRouter, PictureHashIndex, PictureStore } from '@kamra/write-service';

export interface ServiceRoute {
  method: string;
  /** The Express pattern as registered. */
  pattern: string;
  /** A concrete path the pattern matches. */
  sample: string;
}

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

function join(prefix: string, pattern: string): string {
  return `${prefix === '/' ? '' : prefix}${pattern}` || '/';
}

/** A path the Express 5 pattern matches: a parameter becomes `x`, a wildcard a path of two steps. */
function sampleOf(pattern: string): string {
  return pattern.replace(/\{\/?\*\w+\}|\*\w+/g, (wildcard) => `${wildcard.startsWith('{/') ? '/' : ''}some/page`).replace(/:\w+/g, 'x');
}

function walk(stack: readonly Layer[], prefix: string, into: ServiceRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const pattern = join(prefix, String(layer.route.path));
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (on && method !== '_all') into.push({ method: method.toUpperCase(), pattern, sample: sampleOf(pattern) });
      }
    } else if (layer.handle.stack) {
      walk(layer.handle.stack, join(prefix, typeof layer.rawPath === 'string' ? layer.rawPath : '/'), into);
    }
  }
}

export function routesOf(router: Router): ServiceRoute[] {
  const routes: ServiceRoute[] = [];
  walk((router as unknown as { stack: Layer[] }).stack, '/', routes);
  return routes;
}

/** Both services' routes; the health routes every service shares are left out. */
export async function serviceRoutes(): Promise<{ write: ServiceRoute[]; read: ServiceRoute[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kamra-routes-'));
  const database = await openDatabase({ kind: 'memory' });
  try {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://', UPLOAD_DIR: dir, AUTH_SECRET: 'route-table-test-secret-long-enough-for-hs256' });
    const logger = createLogger('route-table');
    const store = await PostgresEventStore.create(database.pool);
    const now = (): Date => new Date();
    const write = createWriteRouter({
      store, config, logger, images: new PictureStore(openImageStore(config), dir), pictureHashes: new PictureHashIndex(), pool: database.pool, now,
    });
    const db = readDb(database.pool);
    const checkpoints = new CheckpointWatch({ readCheckpoint: () => Promise.resolve(null), ...config.readWait });
    const read = [
      ...routesOf(createReadRouter({ db, config, logger, now, checkpoints })),
      ...routesOf(pageRoutes({ db, now, logger, origin: config.publicUrl, webDist: dir, covers: openImageStore(config), shareDir: dir })),
    ];
    checkpoints.close();
    return { write: routesOf(write), read };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
