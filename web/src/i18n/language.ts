import { isLanguage, type Language } from '@kamra/contracts/language';

export { directionOf, htmlLangOf, isLanguage, LANGUAGE_COOKIE, LANGUAGES, localeOf, type Language } from '@kamra/contracts/language';

/** Where the browser remembers the choice, so it survives a cleared cookie. */
export const LANGUAGE_STORAGE_KEY = 'kamra.language';

/**
 * The language to start in: what the reader chose before (local storage), else what the
 * server put on <html> (from the cookie or Accept-Language), else English.
 */
export function startingLanguage(stored: string | null, htmlLang: string): Language {
  if (isLanguage(stored)) return stored;
  return htmlLang.toLowerCase().startsWith('ur') ? 'ur' : 'en';
}
