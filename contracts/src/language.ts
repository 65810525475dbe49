/**
 * The languages Kamra speaks, shared by the browser and the server: the server sends `lang` and
 * `dir` in a page's first bytes and the browser starts in the language they name, so both must
 * read the reader's choice the same way.
 */
export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The cookie the server reads to send `lang` and `dir` in the page's first bytes. */
export const LANGUAGE_COOKIE = 'kamra_lang';

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ur';

/** Urdu is written right to left. */
export const directionOf = (language: Language): 'ltr' | 'rtl' => (language === 'ur' ? 'rtl' : 'ltr');

/** The BCP 47 tag for `lang` and for Intl: both are Pakistan's. */
export const localeOf = (language: Language): string => (language === 'ur' ? 'ur-PK' : 'en-PK');

/** `<html lang>`: plain `ur` for Urdu (what fonts and screen readers key on), `en-PK` for English. */
/**
 * Whole rupees as the site writes them: 'PKR 12,000' as the spec writes every amount, and
 * '12,000 روپے' in Urdu, Western digits in both. The web writes them with the texts
 * money.rupees (display.ts), which a test keeps equal to this; the server's texts outside the
 * app (page descriptions, share pictures, alerts) use this.
 */
export function formatRupees(amount: number, language: Language): string {
  const grouped = new Intl.NumberFormat(localeOf(language), { numberingSystem: 'latn', maximumFractionDigits: 0 }).format(Math.round(amount));
  return language === 'ur' ? `${grouped} روپے` : `PKR ${grouped}`;
}

export const htmlLangOf = (language: Language): string => (language === 'ur' ? 'ur' : 'en-PK');

/**
 * A value put inside an Urdu sentence (a phone number, an amount, a date, a Latin address, a
 * name) is set apart from it with Unicode's first-strong isolate, as <bdi> would: without it the
 * bidirectional algorithm lets the sentence's right-to-left order run through the value, so
 * "0321 4567890" reads "4567890 0321" and "House 12, Gulberg III" comes apart. The isolate takes
 * the value's own direction from its first letter, and left to right when it has none (digits).
 * Invisible, and right in attributes (placeholders, labels) where <bdi> cannot go. The app's
 * texts and the server's first views fill their values in through it alike.
 */
export const FIRST_STRONG_ISOLATE = '\u2068';
export const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * `text` without the isolates: for text that leaves the page (an SMS or WhatsApp message, a shared
 * text), which the person edits as plain text and other apps may not draw invisibly.
 */
export const withoutIsolates = (text: string): string => text.replace(/[\u2068\u2069]/g, '');

/** `value` as it is put into a sentence of `language`: isolated in Urdu, as is in English. */
export function isolatedIn(language: string | undefined, value: string): string {
  if (language !== 'ur' || value === '') return value;
  return `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`;
}

/** Longer headers than any browser sends are someone else's; they are read as no preference. */
const MAX_HEADER_LENGTH = 4096;

/** The value of the language cookie in a Cookie header, when it names a language. */
function cookieLanguage(cookieHeader: string): Language | null {
  for (const pair of cookieHeader.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== LANGUAGE_COOKIE) continue;
    // A cookie value may come in double quotes (RFC 6265 allows it); they are not part of it.
    const value = pair.slice(equals + 1).trim().replace(/^"(.*)"$/, '$1');
    return isLanguage(value) ? value : null;
  }
  return null;
}

/** Quality of one Accept-Language entry: 1 when absent, 0 for anything that is not a q-value. */
function qualityOf(parameters: string[]): number {
  const q = parameters.find((parameter) => /^\s*q\s*=/i.test(parameter));
  if (q === undefined) return 1;
  const match = /^\s*q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*$/i.exec(q);
  return match ? Number(match[1]) : 0;
}

/**
 * The language an Accept-Language header prefers among Kamra's: the highest q-value wins, a
 * tie goes to the earlier entry, `*` means English, and Urdu in any region (`ur`, `ur-PK`,
 * `ur-IN`) is Urdu. Null when the header names neither.
 */
function acceptedLanguage(header: string): Language | null {
  let best: { language: Language; quality: number } | null = null;
  for (const entry of header.split(',')) {
    const [range = '', ...parameters] = entry.split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    const language: Language | null = primary === 'ur' ? 'ur' : primary === 'en' || primary === '*' ? 'en' : null;
    const quality = qualityOf(parameters);
    if (language === null || quality <= 0) continue;
    if (best === null || quality > best.quality) best = { language, quality };
  }
  return best?.language ?? null;
}

/**
 * The query parameter a link carries its language in (`?lang=ur`): a listing shared by an Urdu
 * reader opens, and is previewed by the messenger's crawler, in Urdu, and search engines find an
 * address for each language.
 */
export const LANGUAGE_PARAM = 'lang';

/**
 * The language a link's `?lang=` names, in any letter case (`ur`, `UR`, `Ur`: people and mail
 * programs retype links); null for anything else. The server's first view and the app read a
 * link through this alike, so both start in the same language.
 */
export function linkedLanguage(value: unknown): Language | null {
  if (typeof value !== 'string' || value.length > 2) return null;
  const lower = value.toLowerCase();
  return isLanguage(lower) ? lower : null;
}

/**
 * The language of a page request: the reader's choice (the cookie), else the link's
 * (`?lang=`), else what their browser asks for, else English. The reader's choice comes first:
 * the app starts in it whatever the link says. Anything malformed, huge or odd counts as absent.
 */
export function requestLanguage(headers: { cookie?: string | undefined; acceptLanguage?: string | undefined; linked?: unknown }): Language {
  const { cookie = '', acceptLanguage = '', linked } = headers;
  if (cookie.length <= MAX_HEADER_LENGTH) {
    const chosen = cookieLanguage(cookie);
    if (chosen) return chosen;
  }
  const fromLink = linkedLanguage(linked);
  if (fromLink) return fromLink;
  if (acceptLanguage.length <= MAX_HEADER_LENGTH) return acceptedLanguage(acceptLanguage) ?? 'en';
  return 'en';
}

/** A page's address in `language`: English is the plain path, Urdu the path with `?lang=ur`. */
export function addressInLanguage(path: string, language: Language): string {
  return language === 'ur' ? `${path}?${LANGUAGE_PARAM}=ur` : path;
}
