import { LANGUAGES, type Language } from '@kamra/contracts/language';
import { escapeHtml, scriptJson } from './html.js';

export interface HeadImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** What the server writes into a page's head: everything a crawler or a link preview reads. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute; one per listing or blog whatever path reached it. */
  canonical?: string;
  noindex?: boolean;
  og?: { type: 'website' | 'article'; images: HeadImage[] };
  jsonLd?: unknown;
  /** The language of this page's texts (English when absent): Open Graph's locale. */
  language?: Language;
  /** The page's address in each language (hreflang); English is also the default. */
  alternates?: Readonly<Record<Language, string>>;
}

const SITE_NAME = 'Kamra';
const OG_LOCALE: Readonly<Record<Language, string>> = { en: 'en_PK', ur: 'ur_PK' };

const meta = (attr: 'name' | 'property', key: string, content: string | number): string =>
  `<meta ${attr}="${key}" content="${escapeHtml(String(content))}" />`;

/** The head's tags, every value escaped. */
export function renderHead(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  if (head.alternates) {
    const link = (hreflang: string, href: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`;
    tags.push(link('en', head.alternates.en), link('ur', head.alternates.ur), link('x-default', head.alternates.en));
  }
  if (head.og && head.canonical) {
    tags.push(
      meta('property', 'og:title', head.title),
      meta('property', 'og:description', head.description),
      meta('property', 'og:url', head.canonical),
      meta('property', 'og:type', head.og.type),
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:locale', OG_LOCALE[head.language ?? 'en']),
    );
    if (head.alternates) {
      for (const language of LANGUAGES) if (language !== (head.language ?? 'en')) tags.push(meta('property', 'og:locale:alternate', OG_LOCALE[language]));
    }
    for (const image of head.og.images) {
      tags.push(
        meta('property', 'og:image', image.url),
        meta('property', 'og:image:width', image.width),
        meta('property', 'og:image:height', image.height),
        meta('property', 'og:image:alt', image.alt),
      );
    }
    const first = head.og.images[0];
    tags.push(
      meta('name', 'twitter:card', first ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', head.title),
      meta('name', 'twitter:description', head.description),
    );
    if (first) tags.push(meta('name', 'twitter:image', first.url), meta('name', 'twitter:image:alt', first.alt));
  }
  if (head.jsonLd !== undefined) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>/;
const ROOT = /<div id="root"><\/div>/;

/**
 * The built app shell with this page's head in place of its default title and description
 * (null keeps the shell's), and `body` (the prerendered summary or first view) inside the root
 * element, which the app's first render replaces. The head goes where the title was, near the
 * top, well inside the first bytes a link preview reads.
 */
export function renderShell(shell: string, head: PageHead | null, body = ''): string {
  if (head === null) return body === '' ? shell : shell.replace(ROOT, () => `<div id="root">${body}</div>`);
  const withoutDescription = shell.replace(DESCRIPTION, '');
  const tags = renderHead(head);
  const withHead = TITLE.test(withoutDescription)
    ? withoutDescription.replace(TITLE, () => tags)
    : withoutDescription.replace('</head>', () => `${tags}\n</head>`);
  return body === '' ? withHead : withHead.replace(ROOT, () => `<div id="root">${body}</div>`);
}
