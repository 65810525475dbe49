import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { Express, Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { NOT_FOR_BROWSERS, sendShell } from '@kamra/read-service';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Vite names everything under assets/ by a hash of its content: such a name never changes meaning. */
function isHashedAsset(file: string, webDist: string): boolean {
  return path.relative(webDist, file).split(path.sep)[0] === 'assets';
}

/**
 * What of the build a browser may ask for as a file: the folders (assets, avatars, media) and
 * the files at the top beside them (the favicon), but not what NOT_FOR_BROWSERS names or a
 * pre-compressed copy. Read from the build once: a new build comes with a restart.
 */
function servedNames(webDist: string): { folders: ReadonlySet<string>; files: ReadonlySet<string> } {
  const entries = (() => {
    try {
      return readdirSync(webDist, { withFileTypes: true });
    } catch {
      return [];
    }
  })();
  const isOwn = (name: string) => NOT_FOR_BROWSERS.includes(name) || /\.(br|gz)$/.test(name);
  return {
    folders: new Set(entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name)),
    files: new Set(entries.filter((entry) => entry.isFile() && !isOwn(entry.name)).map((entry) => entry.name)),
  };
}

/**
 * Whether a request names a file of the build a browser may have, read as the file server reads
 * it (decoded, dot segments resolved), so that no spelling of /index.html (/%69ndex.html,
 * //index.html, /x/../index.html) reaches the shell as a plain English file.
 */
function namesServedFile(requestPath: string, served: ReturnType<typeof servedNames>): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return false;
  }
  const [first = '', ...rest] = path.posix.normalize(decoded).split('/').filter(Boolean);
  if (rest.length === 0) return served.files.has(first);
  return served.folders.has(first) && !/\.(br|gz)$/.test(rest.at(-1) ?? '');
}

/**
 * The built client: hashed assets cached for a year as immutable, the rest (favicon, avatars)
 * for an hour, and index.html revalidated on every visit so a deploy shows at once. Each file
 * goes out as its pre-built brotli or gzip copy when the browser takes one. Every other path
 * is a page: `pages` answers it (its head and status), else the shell does, in the reader's
 * language. index.html itself is never sent as a file: as a file it would always be English.
 */
export function serveWebClient(app: Express, webDist: string, pages?: Router): void {
  const served = servedNames(webDist);
  const files = expressStaticGzip(webDist, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: {
      index: false,
      // A folder asked for is a page like any other (its 404), not the file server's redirect page.
      redirect: false,
      setHeaders(res: ServerResponse, file: string) {
        res.setHeader('cache-control', isHashedAsset(file, webDist) ? `public, max-age=${ONE_YEAR_S}, immutable` : 'public, max-age=3600');
      },
    },
  });
  app.use((req, res, next) => {
    if (namesServedFile(req.path, served)) files(req, res, next);
    else next();
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
