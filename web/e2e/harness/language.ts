import type { BrowserContext } from 'playwright-core';

export type Language = 'en' | 'ur';

/** Chooses the language as a reader does: the switch leaves it in local storage and a cookie. */
export async function readIn(context: BrowserContext, url: string, language: Language): Promise<void> {
  await context.addCookies([{ name: 'kamra_lang', value: language, url }]);
  await context.addInitScript((chosen) => localStorage.setItem('kamra.language', chosen), language);
}
