import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A public page whose head the server writes in the reader's language: its route and its texts. */
export interface HeadedPage {
  /** The route pattern, as the client's router and the server's page paths name it. */
  route: string;
  /** The locale file and the key under which its `title` (and maybe `description`) stand. */
  namespace: string;
  key: string;
}

/** A page's title and description in one language, as its locale file has them. */
export interface PageHeadTexts {
  title: string;
  description?: string;
}

/** The file the server reads: route, then language, then texts (read-service/src/pages/page-heads.ts). */
export const PAGE_HEADS_FILE = 'page-heads.json';
const LANGUAGES = ['en', 'ur'] as const;

/**
 * Writes the title and description of each public page in each language, from the same locale
 * files the app's pages set them from, so the server's head (what a link preview and a crawler
 * that runs no script read) says what the app then says, in the reader's language.
 */
export function pageHeads(pages: readonly HeadedPage[]): Plugin {
  let root = process.cwd();
  return {
    name: 'kamra:page-heads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(output) {
      const result: Record<string, Record<string, PageHeadTexts>> = {};
      for (const page of pages) {
        const byLanguage: Record<string, PageHeadTexts> = {};
        result[page.route] = byLanguage;
        for (const language of LANGUAGES) {
          const file = JSON.parse(readFileSync(path.join(root, 'src/i18n/locales', language, `${page.namespace}.json`), 'utf8')) as unknown;
          const texts = page.key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], file) as
            Partial<PageHeadTexts> | undefined;
          if (typeof texts?.title !== 'string') this.error(`page-heads: no ${page.key}.title in ${language}/${page.namespace}.json`);
          byLanguage[language] = {
            title: texts.title,
            ...(typeof texts.description === 'string' ? { description: texts.description } : {}),
          };
        }
      }
      writeFileSync(path.join(output.dir ?? 'dist', PAGE_HEADS_FILE), `${JSON.stringify(result, null, 2)}\n`);
    },
  };
}
