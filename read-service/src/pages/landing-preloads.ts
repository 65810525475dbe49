import type { Language } from '@kamra/contracts/language';
import { routePaths } from '@kamra/contracts/web-paths';
import { BUILT_FOR_SERVER, BuiltFile } from './built-file.js';
import { TEXTS_LANGUAGE, type PageTexts } from './first-view.js';
import { escapeHtml } from './html.js';

/** The pages the web build lists in landing-pages.json (web/build/landing-preloads.ts). */
export type LandingPage = 'home' | 'search' | 'listing';

interface Assets {
  scripts: string[];
  styles: string[];
  /** The locale files the server writes the page's first view with, by namespace. */
  texts?: Record<string, unknown>;
}
type LandingFile = Partial<Record<string, Partial<Record<Language, Assets>>>>;

/** Which landing page a page path (not a listing's) opens, if any. */
export function landingPageOf(pathname: string): LandingPage | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (trimmed === routePaths.home) return 'home';
  if (trimmed.toLowerCase() === routePaths.searchResult.toLowerCase()) return 'search';
  return null;
}

/**
 * The head's preloads for a landing page in a language: its chunks and its texts as module
 * preloads and its stylesheets as preloads (the app inserts them itself, so they never block
 * the first paint), so a slow link downloads them beside the entry chunk instead of after it.
 * A build without the file (or an older one) gives no preloads: the page still works.
 */
export class LandingPreloads {
  private readonly built: BuiltFile<LandingFile>;

  constructor(webDist: string) {
    this.built = BuiltFile.in<LandingFile>(webDist, BUILT_FOR_SERVER.landingPages);
  }

  async tags(page: LandingPage, language: Language, { stylesApplied = false }: { stylesApplied?: boolean } = {}): Promise<string> {
    const assets = (await this.built.content())[page]?.[language];
    if (assets === undefined) return '';
    // A first view the server wrote needs its styles before it paints, as the app's own view
    // would; they are a few KB beside the entry's stylesheet, and the app finds them in place.
    const style = stylesApplied ? '<link rel="stylesheet" crossorigin href="' : '<link rel="preload" as="style" crossorigin href="';
    return [
      ...assets.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
      ...assets.styles.map((href) => `${style}${escapeHtml(href)}">`),
    ].join('');
  }

  /** Each build's locale files, marked with their language, made once. */
  private readonly marked = new WeakMap<Record<string, unknown>, PageTexts>();

  /** The locale files a build copied for the page's first view, or null (an older build: no first view). */
  async texts(page: LandingPage, language: Language): Promise<PageTexts | null> {
    const texts = (await this.built.content())[page]?.[language]?.texts;
    if (texts === undefined) return null;
    let marked = this.marked.get(texts);
    if (marked === undefined) {
      marked = { ...texts, [TEXTS_LANGUAGE]: language };
      this.marked.set(texts, marked);
    }
    return marked;
  }
}

/** The shell with `tags` at the end of its head. */
export const withPreloads = (shell: string, tags: string): string =>
  tags === '' ? shell : shell.replace('</head>', () => `${tags}</head>`);
