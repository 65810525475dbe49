import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** A page visitors land on from outside (a search engine, a shared link): its module and texts. */
export interface LandingPage {
  /** The name the server knows the page by (read-service/src/pages/landing-preloads.ts). */
  name: string;
  /** Path of the lazily loaded route module, relative to the web workspace. */
  routeModule: string;
  /** The i18n namespaces the page suspends on before its first paint. */
  namespaces: readonly string[];
  /**
   * Namespaces whose texts the server needs to write the page's first view itself (the same
   * words the app then renders), as they stand in the locale files.
   */
  serverTexts?: readonly string[];
}

/** What one landing page needs beyond the entry, in one language: hashed asset paths. */
export interface LandingAssets {
  scripts: string[];
  styles: string[];
  /** The locale files of `serverTexts`, by namespace. */
  texts?: Record<string, unknown>;
}

/** The file the server reads: page name, then language, then its assets. */
export const LANDING_FILE = 'landing-pages.json';
const LANGUAGES = ['en', 'ur'] as const;

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

const toPosix = (path: string): string => path.replaceAll('\\', '/');
const byModule = (chunks: readonly Chunk[], module: string): Chunk | undefined => {
  const suffix = `/${toPosix(module).replace(/^\.?\//, '')}`;
  return chunks.find((chunk) => chunk.facadeModuleId !== null && toPosix(chunk.facadeModuleId).endsWith(suffix));
};

/** Chunks `roots` import statically, themselves included. */
function closure(roots: readonly Chunk[], byFile: ReadonlyMap<string, Chunk>): Map<string, Chunk> {
  const seen = new Map<string, Chunk>();
  const pending = [...roots];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (seen.has(next.fileName)) continue;
    seen.set(next.fileName, next);
    for (const file of next.imports) {
      const imported = byFile.get(file);
      if (imported !== undefined) pending.push(imported);
    }
  }
  return seen;
}

/**
 * Writes, for each landing page, the chunks, stylesheets and namespace chunk its first paint
 * waits for that index.html does not already name. The server puts them in the page's head as
 * preloads, so on a slow link they download beside the entry chunk instead of after it has run.
 */
export function landingPreloads(pages: readonly LandingPage[]): Plugin {
  let root = process.cwd();
  const localeFile = (language: string, namespace: string): unknown =>
    JSON.parse(readFileSync(path.join(root, 'src/i18n/locales', language, `${namespace}.json`), 'utf8'));
  return {
    name: 'kamra:landing-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // At write time, not generation: Vite drops the chunks that only carried CSS after
    // generateBundle, and a preload of a dropped chunk would be a 404.
    writeBundle(output, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const inEntry = closure(chunks.filter((chunk) => chunk.isEntry), byFile);
      // Urdu's stylesheet (line heights for Nastaliq), which the app loads itself before its
      // first render: a first view the server writes in Urdu needs it as much.
      const urduStyles = Object.values(bundle).find((item) => item.type === 'asset' && /^assets\/urdu-[\w-]+\.css$/.test(item.fileName));
      if (urduStyles === undefined) this.error('landing-preloads: no Urdu stylesheet (src/styles/urdu.css) in the build');
      const result: Record<string, Record<string, LandingAssets>> = {};
      for (const page of pages) {
        const route = byModule(chunks, page.routeModule);
        if (route === undefined) this.error(`landing-preloads: no chunk for ${page.routeModule}`);
        const byLanguage: Record<string, LandingAssets> = {};
        result[page.name] = byLanguage;
        for (const language of LANGUAGES) {
          const texts = page.namespaces.map((namespace) => byModule(chunks, `src/i18n/locales/${language}/${namespace}.json`));
          const roots = [route, ...texts.filter((chunk): chunk is Chunk => chunk !== undefined)];
          const needed = [...closure(roots, byFile).values()].filter((chunk) => !inEntry.has(chunk.fileName));
          const styles = [...new Set(needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))];
          if (language === 'ur' && page.serverTexts !== undefined) styles.push(urduStyles.fileName);
          byLanguage[language] = {
            scripts: needed.map((chunk) => `/${chunk.fileName}`),
            styles: styles.map((file) => `/${file}`),
            ...(page.serverTexts === undefined
              ? {}
              : { texts: Object.fromEntries(page.serverTexts.map((namespace) => [namespace, localeFile(language, namespace)])) }),
          };
        }
      }
      writeFileSync(path.join(output.dir ?? 'dist', LANDING_FILE), `${JSON.stringify(result, null, 2)}\n`);
    },
  };
}
