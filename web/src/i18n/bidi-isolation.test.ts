import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_STRONG_ISOLATE as FSI, POP_DIRECTIONAL_ISOLATE as PDI } from './bidi-isolation';
import { i18n, loaders } from './i18n';
import { loadEveryNamespace } from './testing';

// Every value an Urdu text takes in ({{phone}}, {{amount}}, {{address}}...) comes out isolated,
// whatever the key: the guard is on the translations' interpolation, not on a list of screens.

type Tree = { [key: string]: string | Tree };

function interpolatedKeys(tree: Tree, prefix = ''): { key: string; names: string[] }[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value !== 'string') return interpolatedKeys(value, path);
    const names = [...value.matchAll(/{{\s*([\w.]+)\s*}}/g)].flatMap((match) => (match[1] === undefined ? [] : [match[1]]));
    return names.length > 0 ? [{ key: path.replace(/_(one|other|zero|two|few|many)$/, ''), names }] : [];
  });
}

const PHONE = '0321 4567890';

beforeAll(async () => {
  await i18n.changeLanguage('ur');
  await loadEveryNamespace();
});
afterAll(() => i18n.changeLanguage('en'));

describe('values inside Urdu texts', () => {
  it('keep their own direction in every namespace', async () => {
    const unisolated: string[] = [];
    for (const namespace of Object.keys(loaders.ur)) {
      const load = loaders.ur[namespace];
      if (load === undefined) continue;
      const tree = (await load()).default as Tree;
      for (const { key, names } of interpolatedKeys(tree)) {
        const values = Object.fromEntries(names.map((name) => [name, PHONE]));
        const text = i18n.t(key, { ns: namespace, ...values, count: 2 });
        for (const name of names) {
          if (name === 'count') continue;
          if (!text.includes(`${FSI}${PHONE}${PDI}`)) unisolated.push(`${namespace}:${key} {{${name}}}`);
        }
      }
    }
    expect(unisolated).toEqual([]);
  });

  it('have no sign glued to them, which would stay outside the isolate and drift', async () => {
    const glued: string[] = [];
    for (const [namespace, load] of Object.entries(loaders.ur)) {
      const text = JSON.stringify((await load()).default);
      for (const match of text.matchAll(/[+%/#$]{{\s*\w+\s*}}|{{\s*\w+\s*}}[+%/]/g)) glued.push(`${namespace}: ${match[0]}`);
    }
    expect(glued).toEqual([]);
  });

  it('the verified number on the wizard reads in its own order', () => {
    expect(i18n.t('phone.use', { ns: 'wizards', phone: PHONE })).toContain(`${FSI}${PHONE}${PDI}`);
  });

  it('are left alone in English', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('phone.use', { ns: 'wizards', phone: PHONE })).not.toContain(FSI);
    await i18n.changeLanguage('ur');
  });
});
