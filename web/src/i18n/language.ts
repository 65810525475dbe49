import { isLanguage, linkedLanguage, type Language } from '@kamra/contracts/language';

export { directionOf, htmlLangOf, isLanguage, LANGUAGE_COOKIE, LANGUAGE_PARAM, LANGUAGES, localeOf, type Language } from '@kamra/contracts/language';

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

/**
 * The language a link's `?lang=` makes the reader's choice, or null. Someone who has not chosen
 * yet and arrives by an Urdu link expects the next page, a reload or a new tab in Urdu too, so
 * the link's language is remembered as the switch would remember it. A reader who chose before
 * keeps their choice: the server puts the cookie's language before the link's, so the link only
 * counts when the page started in it.
 */
export function linkedChoice(stored: string | null, linked: string | null, starting: Language): Language | null {
  const language = linkedLanguage(linked);
  if (isLanguage(stored) || language === null) return null;
  return language === starting ? language : null;
}
