import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { Express, Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { sendShell } from '@kamra/read-service';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Vite names everything under assets/ by a hash of its content: such a name never changes meaning. */
function isHashedAsset(file: string, webDist: string): boolean {
  return path.relative(webDist, file).split(path.sep)[0] === 'assets';
}

/**
 * The built client: hashed assets cached for a year as immutable, the rest (favicon, avatars)
 * for an hour, and index.html revalidated on every visit so a deploy shows at once. Each file
 * goes out as its pre-built brotli or gzip copy when the browser takes one. Every other path
 * is a page: `pages` answers it (its head and status), else the shell does, in the reader's
 * language. index.html itself is never sent as a file: as a file it would always be English.
 */
export function serveWebClient(app: Express, webDist: string, pages?: Router): void {
  const files = expressStaticGzip(webDist, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders(res: ServerResponse, file: string) {
        res.setHeader('cache-control', isHashedAsset(file, webDist) ? `public, max-age=${ONE_YEAR_S}, immutable` : 'public, max-age=3600');
      },
    },
  });
  app.use((req, res, next) => {
    if (req.path === '/index.html') next();
    else files(req, res, next);
  });
  // Pages with their own heads and statuses (read-service's page routes) where given.
  if (pages) {
    app.use(pages);
    return;
  }
  // Otherwise the client routes every other path itself, its 404 page included.
  app.get('/{*path}', async (req, res) => {
    sendShell(req, res, await readFile(path.join(webDist, 'index.html'), 'utf8'));
  });
}
