import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';
import { startUrduFonts, urduFontsForFirstPaint } from './urdu-fonts';
import { directionOf, htmlLangOf, isLanguage, LANGUAGE_COOKIE, LANGUAGE_PARAM, LANGUAGE_STORAGE_KEY, linkedChoice, startingLanguage, type Language } from './language';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Urdu's line heights: a stylesheet chunk of its own, fetched only by Urdu readers (the font: urdu-fonts.ts). */
const loadUrduStyles = (): Promise<unknown> => import('../styles/urdu.css');

/** <html lang dir> as the server sends them, so the first paint and the app agree. */
export function applyToDocument(language: Language): void {
  const html = document.documentElement;
  html.lang = htmlLangOf(language);
  html.dir = directionOf(language);
}

function remember(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private modes may refuse storage; the cookie still carries the choice.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

function stored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Called once before the first render: Urdu's texts are downloaded before anything shows. A
 * link's `?lang=` is remembered here when the reader has no choice yet (see linkedChoice).
 * `firstViewShown`: the server's first view of the page is on screen, which no font may rewrap.
 */
export async function startInChosenLanguage({ firstViewShown = false }: { firstViewShown?: boolean } = {}): Promise<Language> {
  const language = startingLanguage(stored(), document.documentElement.lang);
  const linked = linkedChoice(stored(), new URLSearchParams(window.location.search).get(LANGUAGE_PARAM), language);
  if (linked !== null) remember(linked);
  applyToDocument(language);
  if (language === 'ur') {
    void startUrduFonts();
    await Promise.all([i18n.changeLanguage(language), loadUrduStyles()]);
    await urduFontsForFirstPaint({ apply: !firstViewShown });
  }
  return language;
}

/**
 * The reader's switch: remembered here and sent to the server with every page request. Urdu's
 * line heights, and its fonts if they come within a moment, are in place before its texts show;
 * <html lang dir> then follow in the same render as the texts (useDocumentLanguage), so no
 * frame shows Urdu laid out left to right or English right to left.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  remember(language);
  if (language === 'ur') await Promise.all([loadUrduStyles(), urduFontsForFirstPaint()]);
  await i18n.changeLanguage(language);
}

/**
 * Keeps <html lang dir> on the language the page is rendered in: a layout effect, so they change
 * in the commit that brings the new texts, before it is painted.
 */
export function useDocumentLanguage(): void {
  const { i18n: rendered } = useTranslation();
  const language = isLanguage(rendered.language) ? rendered.language : 'en';
  useLayoutEffect(() => applyToDocument(language), [language]);
}
