import sanitizeHtml from 'sanitize-html';

/**
 * Cleans a blog body written in the admin's Quill 2 editor before it is stored in an event.
 * Everything Quill can produce survives; everything else, above all anything a browser could
 * execute, is dropped. Running it on its own output changes nothing.
 */
export function sanitizeBlogHtml(html: string): string {
  let clean = sanitizeHtml(html, OPTIONS);
  // A dropped unknown tag can leave markup the parser repairs differently when it reads it
  // again (<p><x><p> comes out as a <p> nested in a <p>, which a browser splits in three), so
  // pass again until the output reads back as itself. Every pass is a full sanitise.
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const again = sanitizeHtml(clean, OPTIONS);
    if (again === clean) break;
    clean = again;
  }
  return clean;
}

const MAX_PASSES = 4;

const LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];
const BLANK_LINK = 'about:blank';
// Quill's own rule for a typed link: something@domain.tld with no scheme is an e-mail address.
// The domain as dot-separated labels: a class that also took the dot would let a long run of
// dots be split every way before the pattern gave up.
const ADDRESS_LIKE = /^[^\s@:/\\]+@[^\s@:/\\.]+(?:\.[^\s@:/\\.]+)+$/;
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+[;,]/i;

/** The spec's link rules: allowed schemes pass, an address gets mailto:, all else is blank. */
function safeHref(href: string): string {
  const trimmed = href.trim();
  if (ADDRESS_LIKE.test(trimmed)) return `mailto:${trimmed}`;
  return LINK_SCHEMES.includes(schemeOf(trimmed) ?? '') ? trimmed : BLANK_LINK;
}

function safeImageSrc(src: string): string | undefined {
  const trimmed = src.trim();
  if (DATA_IMAGE.test(trimmed)) return trimmed;
  const scheme = schemeOf(trimmed);
  return scheme === 'http:' || scheme === 'https:' ? trimmed : undefined;
}

// Parsed the way a browser parses it (tabs and newlines inside "java\tscript:" are removed),
// so the scheme checked is the scheme that would run. Relative links have none and are blanked.
function schemeOf(url: string): string | undefined {
  try {
    return new URL(url).protocol;
  } catch {
    return undefined;
  }
}

/** YouTube and Vimeo links in any common form, rewritten to the one embeddable address. */
export function videoEmbedUrl(link: string): string | undefined {
  const trimmed = link.trim();
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.replace(/^(?:www|m)\./, '');
  const path = url.pathname.split('/').filter((part) => part !== '');
  const youtubeId =
    host === 'youtube.com' && path[0] === 'watch' ? url.searchParams.get('v')
    : host === 'youtube.com' && path[0] === 'embed' ? path[1]
    : host === 'youtu.be' ? path[0]
    : undefined;
  if (youtubeId && /^[A-Za-z0-9_-]{6,20}$/.test(youtubeId)) return `https://www.youtube.com/embed/${youtubeId}`;
  const vimeoId =
    host === 'vimeo.com' ? path[0]
    : host === 'player.vimeo.com' && path[0] === 'video' ? path[1]
    : undefined;
  if (vimeoId && /^\d{1,15}$/.test(vimeoId)) return `https://player.vimeo.com/video/${vimeoId}`;
  return undefined;
}

const without = (attribs: sanitizeHtml.Attributes, name: string): sanitizeHtml.Attributes =>
  Object.fromEntries(Object.entries(attribs).filter(([key]) => key !== name));

const COLOUR = [
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'em', 'u', 's', 'blockquote', 'pre', 'code', 'a',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ol', 'ul', 'li', 'sub', 'sup', 'span', 'img', 'iframe',
    // Quill 2 keeps code blocks as divs in its editor HTML.
    'div',
  ],
  allowedAttributes: {
    '*': ['class', 'style'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'frameborder', 'allowfullscreen'],
    li: [{ name: 'data-list', values: ['bullet', 'ordered', 'checked', 'unchecked'] }],
    div: ['data-language'],
    pre: ['data-language'],
  },
  allowedClasses: {
    '*': [
      ...Array.from({ length: 8 }, (_, index) => `ql-indent-${index + 1}`),
      'ql-align-left', 'ql-align-center', 'ql-align-right', 'ql-align-justify', 'ql-direction-rtl',
      /^ql-font-[a-z0-9-]{1,30}$/, /^ql-size-[a-z0-9-]{1,30}$/,
      'ql-ui', 'ql-video', 'ql-syntax', 'ql-code-block', 'ql-code-block-container',
    ],
  },
  allowedStyles: {
    '*': {
      color: COLOUR,
      'background-color': COLOUR,
      'text-align': [/^(?:left|right|center|justify|start|end)$/i],
      direction: [/^(?:rtl|ltr)$/i],
    },
  },
  // safeHref has already reduced every href to these schemes or about:blank.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto', 'tel', 'about'], img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'player.vimeo.com'],
  allowIframeRelativeUrls: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs.href === undefined ? {} : { href: safeHref(attribs.href) }),
        target: '_blank',
        rel: 'noopener noreferrer',
      },
    }),
    img: (tagName, attribs) => {
      const src = attribs.src === undefined ? undefined : safeImageSrc(attribs.src);
      return { tagName, attribs: src === undefined ? without(attribs, 'src') : { ...attribs, src } };
    },
    iframe: (tagName, attribs) => {
      const src = attribs.src === undefined ? undefined : videoEmbedUrl(attribs.src);
      // Text inside a frame is never shown; dropping it keeps stray markup out of stored bodies.
      return { tagName, attribs: src === undefined ? without(attribs, 'src') : { ...attribs, src }, text: '' };
    },
  },
  // An image or frame whose address was refused is removed whole, along with anything inside.
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src,
};
