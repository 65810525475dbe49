import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Urdu reads right to left: the layout mirrors only where the stylesheets say "start" and "end"
// (margin-inline-start, inset-inline-end, text-align: start...) instead of left and right. This
// fails on a physical left/right declaration anywhere in web/src unless it is listed below.

const srcDir = fileURLToPath(new URL('..', import.meta.url));

/** Declarations that mean the physical side, each with the reason. File relative to web/src, then the declaration. */
const MEANT: readonly { file: string; declaration: string; why: string }[] = [
  {
    file: 'features/admin/admin.css',
    declaration: 'text-align: right',
    why: "The blog editor's (Quill) align-right button: the author chose the right side, whatever the reader's language.",
  },
];

const PHYSICAL = [
  /^(margin|padding|scroll-margin|scroll-padding)-(left|right)$/,
  /^border-(left|right)(-(width|style|color))?$/,
  /^border-(top|bottom)-(left|right)-radius$/,
  /^(left|right)$/,
];
const PHYSICAL_VALUE: Readonly<Record<string, RegExp>> = {
  'text-align': /^(left|right)\b/,
  float: /^(left|right)\b/,
  clear: /^(left|right)\b/,
};

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Every `property: value` declaration of a stylesheet, comments removed. */
function declarations(css: string): { property: string; value: string }[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/([-a-z]+)\s*:\s*([^;{}]+)(?=[;}])/gi)].map((match) => ({
    property: (match[1] ?? '').toLowerCase(),
    value: (match[2] ?? '').trim().toLowerCase(),
  }));
}

const isPhysical = ({ property, value }: { property: string; value: string }): boolean =>
  PHYSICAL.some((pattern) => pattern.test(property)) || (PHYSICAL_VALUE[property]?.test(value) ?? false);

const found = cssFiles(srcDir).flatMap((path) => {
  const file = relative(srcDir, path).split(sep).join('/');
  return declarations(readFileSync(path, 'utf8'))
    .filter(isPhysical)
    .map(({ property, value }) => ({ file, declaration: `${property}: ${value}` }));
});

describe('web stylesheets', () => {
  it('use logical sides (start, end), so Urdu mirrors the layout', () => {
    const unmeant = found.filter((hit) => !MEANT.some((meant) => meant.file === hit.file && meant.declaration === hit.declaration));
    expect(unmeant, 'use margin-inline-start, inset-inline-end, text-align: start... or list it in MEANT with why').toEqual([]);
  });

  it('list no meant declaration that is no longer there', () => {
    const stale = MEANT.filter((meant) => !found.some((hit) => hit.file === meant.file && hit.declaration === meant.declaration));
    expect(stale).toEqual([]);
  });

  it('see the declarations they check', () => {
    expect(declarations('a{margin-left:1px}/* right: 0 */.b { text-align: Right; }')).toEqual([
      { property: 'margin-left', value: '1px' },
      { property: 'text-align', value: 'right' },
    ]);
    expect(declarations('.c{float:left;right:0}').filter(isPhysical)).toHaveLength(2);
  });
});
