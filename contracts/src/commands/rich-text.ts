/**
 * Rich-text rules of spec section 5, shared by the editor (web) and the sanitiser (server).
 * Links: http, https, mailto and tel only, anything else becomes blank; an address-like link
 * gets a mailto: prefix. Embedded images: http, https or data URLs only.
 */

export const RICH_TEXT_LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;
export const RICH_TEXT_IMAGE_PROTOCOLS = ['http', 'https', 'data'] as const;
export const RICH_TEXT_IMAGE_MIME_TYPES = ['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon'] as const;
export const RICH_TEXT_INDENT = { min: 1, max: 8 } as const;
/** What a refused link becomes, as the editor does it. */
export const BLANK_LINK = 'about:blank';

// Dot-separated labels, so that no two parts of the pattern can take the same characters: with
// `\S+\.\S+` a long run of dots is split every way before the pattern gives up.
const EMAIL_LIKE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The scheme of a URL, lowercased, ignoring the spaces and control characters browsers ignore. */
function schemeOf(url: string): string | null {
  const compact = [...url].filter((char) => char > ' ').join('');
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return match?.[1]?.toLowerCase() ?? null;
}

/** A relative link (no scheme) stays; it resolves to the site's own http(s) origin. */
export function safeLinkHref(href: string): string {
  const trimmed = href.trim();
  if (EMAIL_LIKE.test(trimmed) && !trimmed.toLowerCase().startsWith('mailto:')) return `mailto:${trimmed}`;
  const scheme = schemeOf(trimmed);
  if (scheme === null) return trimmed;
  return (RICH_TEXT_LINK_PROTOCOLS as readonly string[]).includes(scheme) ? trimmed : BLANK_LINK;
}

export function isAllowedImageSrc(src: string): boolean {
  const scheme = schemeOf(src.trim());
  if (scheme === null || !(RICH_TEXT_IMAGE_PROTOCOLS as readonly string[]).includes(scheme)) return false;
  if (scheme !== 'data') return true;
  const mimeType = /^data:([^;,]+)/i.exec(src.trim())?.[1]?.toLowerCase() ?? '';
  return (RICH_TEXT_IMAGE_MIME_TYPES as readonly string[]).includes(mimeType);
}
