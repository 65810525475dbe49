import type { Request, Response } from 'express';
import { directionOf, htmlLangOf, LANGUAGE_PARAM, requestLanguage, type Language } from '@kamra/contracts/language';

const HTML_START = /<html\b[^>]*>/i;

/** The language a page request asks for: the `kamra_lang` cookie, else the link's `?lang=`, else Accept-Language, else English. */
export const pageLanguageOf = (req: Request): Language =>
  requestLanguage({ cookie: req.headers.cookie, linked: req.query[LANGUAGE_PARAM], acceptLanguage: req.headers['accept-language'] });

/**
 * The shell with `<html lang dir>` of this language, so the browser lays the page out right to
 * left (or not) from its first bytes, before any script runs.
 */
export function shellInLanguage(shell: string, language: Language): string {
  return shell.replace(HTML_START, () => `<html lang="${htmlLangOf(language)}" dir="${directionOf(language)}">`);
}

/**
 * Sends a page of the shell in the request's language. The same address answers English or
 * Urdu by the reader's cookie and Accept-Language, so a cache must key on both and revalidate.
 */
export function sendShell(req: Request, res: Response, shell: string): void {
  res.type('html').setHeader('cache-control', 'no-cache');
  res.vary('Cookie').vary('Accept-Language');
  res.send(shellInLanguage(shell, pageLanguageOf(req)));
}
