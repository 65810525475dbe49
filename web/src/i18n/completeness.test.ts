import { describe, expect, it } from 'vitest';
import { messages } from '@kamra/contracts/messages';
import { loaders } from './i18n';

// Every English text has an Urdu one, with the same placeholders; a text left equal to the
// English must be listed in same-in-urdu/<namespace>.json (brand names, units, codes) to say it
// is meant. One file per namespace, so screens translated apart never edit the same list.

type Tree = { readonly [key: string]: string | Tree };

const englishFiles = import.meta.glob<{ default: Tree }>('./locales/en/*.json', { eager: true });
const englishResources: Readonly<Record<string, Tree>> = {
  ...Object.fromEntries(Object.entries(englishFiles).map(([path, file]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), file.default])),
  messages,
};
const urduLoaders = loaders.ur;

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();

const sameFiles = import.meta.glob<{ default: { keys: string[] } }>('./same-in-urdu/*.json', { eager: true });
const sameLists: ReadonlyArray<readonly [string, readonly string[]]> = Object.entries(sameFiles).map(([path, file]) => [
  path.slice(path.lastIndexOf('/') + 1, -'.json'.length),
  file.default.keys,
]);
const meantTheSame = new Set<string>(sameLists.flatMap(([namespace, keys]) => keys.map((key) => `${namespace}:${key}`)));


describe('every English text has its Urdu', () => {
  for (const [namespace, english] of Object.entries(englishResources)) {
    it(`${namespace}: every key in Urdu, with its placeholders, not left in English unless meant`, async () => {
      const load = urduLoaders[namespace];
      expect(load, `locales/ur/${namespace}.json is missing`).toBeDefined();
      const urdu = leaves(((await load?.())?.default ?? {}) as Tree);
      const problems: string[] = [];
      for (const [key, text] of leaves(english as Tree)) {
        const id = `${namespace}:${key}`;
        const translated = urdu.get(key);
        if (translated === undefined || translated.trim() === '') problems.push(`${id} has no Urdu`);
        else if (translated === text && !meantTheSame.has(id)) problems.push(`${id} is still the English "${text}"`);
        else if (placeholders(translated).join() !== placeholders(text).join()) problems.push(`${id} changes the placeholders`);
      }
      const englishKeys = leaves(english as Tree);
      for (const key of urdu.keys()) if (!englishKeys.has(key)) problems.push(`${namespace}:${key} is in Urdu only`);
      expect(problems).toEqual([]);
    });
  }

  it('lists only keys that exist as meant to stay the same', () => {
    const known = new Set(
      Object.entries(englishResources).flatMap(([namespace, tree]) => [...leaves(tree as Tree).keys()].map((key) => `${namespace}:${key}`)),
    );
    expect([...meantTheSame].filter((id) => !known.has(id))).toEqual([]);
  });

  it('names no Trans tag after a void HTML element, which the parser closes at once, leaving the link empty', () => {
    const voidTag = /<\/?(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)>/;
    const offending = Object.entries(englishResources).flatMap(([namespace, tree]) =>
      [...leaves(tree as Tree)].filter(([, text]) => voidTag.test(text)).map(([key]) => `${namespace}:${key}`),
    );
    expect(offending).toEqual([]);
  });
});
