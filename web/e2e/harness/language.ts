import type { BrowserContext, Page } from 'playwright-core';

export type Language = 'en' | 'ur';

/** Chooses the language as a reader does: the switch leaves it in local storage and a cookie. */
export async function readIn(context: BrowserContext, url: string, language: Language): Promise<void> {
  await context.addCookies([{ name: 'kamra_lang', value: language, url }]);
  await context.addInitScript((chosen) => localStorage.setItem('kamra.language', chosen), language);
}

/**
 * A value as the app puts it into an Urdu text: between Unicode's first-strong isolate and its
 * pop, so it keeps its own direction (web/src/i18n/bidi-isolation.ts).
 */
export const isolated = (value: string | number): string => `\u2068${value}\u2069`;

/** An Urdu text of the locale files with its {{values}} put in as the app puts them. */
export const fillUrdu = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => isolated(values[name] ?? ''));

/**
 * Numbers shown as two or more groups ("0321 4567890", "2 / 5") whose groups the screen shows
 * out of order: in a right-to-left page the bidirectional algorithm swaps them unless the value
 * is isolated. Reads the rendered boxes, so it holds whatever the markup or the texts do.
 */
export const numbersOutOfOrder = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const wrong: string[] = [];
    // An element's own text, joined across its text nodes (React writes "{a} / {b}" as three).
    for (const element of document.body.querySelectorAll('*')) {
      const nodes = [...element.childNodes].filter((child): child is Text => child.nodeType === Node.TEXT_NODE);
      const text = nodes.map((node) => node.data).join('');
      const at = (offset: number): [Text, number] | null => {
        let rest = offset;
        for (const node of nodes) {
          if (rest <= node.length) return [node, rest];
          rest -= node.length;
        }
        return null;
      };
      for (const match of text.matchAll(/\d[\d,]*(?:[\s\u2068\u2069]*[-/:]?[\s\u2068\u2069]*\d[\d,]*)+/g)) {
        const groups = [...match[0].matchAll(/\d[\d,]*/g)];
        if (groups.length < 2) continue;
        const boxes = groups.map((group) => {
          const from = (match.index ?? 0) + (group.index ?? 0);
          const start = at(from);
          const end = at(from + group[0].length);
          if (start === null || end === null) return null;
          const range = document.createRange();
          range.setStart(...start);
          range.setEnd(...end);
          return range.getBoundingClientRect();
        });
        // Only groups laid out on one line and visible can be compared.
        const first = boxes[0];
        if (first === null || first === undefined) continue;
        if (boxes.some((box) => box === null || box.width === 0 || Math.abs(box.top - first.top) > 2)) continue;
        if (boxes.some((box, i) => i > 0 && box !== null && box.left < (boxes[i - 1]?.left ?? 0))) wrong.push(match[0]);
      }
    }
    return wrong;
  });
