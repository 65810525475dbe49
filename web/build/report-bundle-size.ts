import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

export interface BundleSizeOptions {
  /** Shown at the start of the printed line, e.g. 'home route'. */
  label: string;
  /** Path of the lazily loaded route module, relative to the web workspace. */
  routeModule: string;
  /** Budget in kilobytes (1 KB = 1000 bytes) of gzipped JavaScript. */
  limitKb: number;
}

type Chunk = Rollup.OutputChunk;

const toPosix = (path: string): string => path.replaceAll('\\', '/');

/**
 * The JavaScript a first visit to one route downloads: every entry chunk, the route's own
 * lazy chunk, and everything those import statically (dynamic imports load later, on demand).
 */
export function chunksForRoute(chunks: readonly Chunk[], routeModule: string): Chunk[] | null {
  const suffix = `/${toPosix(routeModule).replace(/^\.?\//, '')}`;
  const route = chunks.find(
    (chunk) => chunk.facadeModuleId !== null && toPosix(chunk.facadeModuleId).endsWith(suffix),
  );
  if (route === undefined) return null;

  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Map<string, Chunk>();
  const pending: Chunk[] = [...chunks.filter((chunk) => chunk.isEntry), route];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (seen.has(next.fileName)) continue;
    seen.set(next.fileName, next);
    for (const file of next.imports) {
      const imported = byFile.get(file);
      if (imported !== undefined) pending.push(imported);
    }
  }
  return [...seen.values()];
}

export const gzippedBytes = (code: string): number => gzipSync(code, { level: 9 }).length;

export function reportBundleSize(options: BundleSizeOptions): Plugin {
  let report: string | null = null;
  return {
    name: 'kamra:report-bundle-size',
    apply: 'build',
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
      const routeChunks = chunksForRoute(chunks, options.routeModule);
      if (routeChunks === null) {
        this.error(`report-bundle-size: no lazy chunk found for ${options.routeModule}`);
      }
      const bytes = routeChunks.reduce((sum, chunk) => sum + gzippedBytes(chunk.code), 0);
      const kb = bytes / 1000;
      report = `${options.label} JS: ${kb.toFixed(1)} KB gzipped (limit ${options.limitKb} KB)`;
      if (kb > options.limitKb) {
        const files = routeChunks.map((chunk) => chunk.fileName).join(', ');
        this.error(`${report} is over budget; chunks: ${files}`);
      }
    },
    writeBundle() {
      if (report !== null) console.log(report);
    },
  };
}
