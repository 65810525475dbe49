/** The languages Kamra speaks. English is the spec's; Urdu is written right to left. */
export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The cookie the server reads to send `lang` and `dir` in the page's first bytes. */
export const LANGUAGE_COOKIE = 'kamra_lang';
/** Where the browser remembers the choice, so it survives a cleared cookie. */
export const LANGUAGE_STORAGE_KEY = 'kamra.language';

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ur';

export const directionOf = (language: Language): 'ltr' | 'rtl' => (language === 'ur' ? 'rtl' : 'ltr');

/** The BCP 47 tag for `lang` and for Intl: both are Pakistan's. */
export const localeOf = (language: Language): string => (language === 'ur' ? 'ur-PK' : 'en-PK');

/**
 * The language to start in: what the reader chose before (local storage), else what the
 * server put on <html> (from the cookie or Accept-Language), else English.
 */
export function startingLanguage(stored: string | null, htmlLang: string): Language {
  if (isLanguage(stored)) return stored;
  return htmlLang.toLowerCase().startsWith('ur') ? 'ur' : 'en';
}
