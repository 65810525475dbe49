import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Feature CSS is split with the page that imports it, so a class styled only in another
// feature's stylesheet looks right only when that other chunk happened to load first. These
// tests keep every class a module uses defined beside it or in a shared stylesheet.

const srcDir = fileURLToPath(new URL('..', import.meta.url));

function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, ending);
    return entry.name.endsWith(ending) ? [path] : [];
  });
}

/**
 * Who owns a file: `features/<name>` for a feature, `app` for the composition root, and
 * `shared` for components/ and styles/, whose stylesheets every page may rely on.
 */
function ownerOf(path: string): string {
  const parts = relative(srcDir, path).split(sep);
  if (parts[0] === 'features') return `features/${parts[1] ?? ''}`;
  if (parts[0] === 'app') return 'app';
  return 'shared';
}

/** Class names a stylesheet styles, from its selectors (declarations and comments left out). */
export function classesDefinedIn(css: string): Set<string> {
  const selectors = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\{[^{}]*\}/g, '{}')
    .split('{}')
    .flatMap((chunk) => chunk.split('{'));
  const names = new Set<string>();
  for (const selector of selectors) {
    if (selector.trim().startsWith('@')) continue;
    for (const match of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(match[1] ?? '');
  }
  return names;
}

/** The end of a `{...}` expression starting at `open`, counting nested braces. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return text.length;
}

/** Class names a component writes in its `className` attributes, literal parts only. */
export function classesUsedIn(tsx: string): Set<string> {
  const values: string[] = [];
  for (const match of tsx.matchAll(/className=(["{])/g)) {
    const start = (match.index ?? 0) + 'className='.length;
    if (match[1] === '"') {
      const end = tsx.indexOf('"', start + 1);
      values.push(tsx.slice(start + 1, end));
    } else {
      const expression = tsx.slice(start, closingBrace(tsx, start) + 1);
      for (const literal of expression.matchAll(/'([^']*)'|"([^"]*)"|`([^`]*)`/g)) {
        values.push((literal[1] ?? literal[2] ?? literal[3] ?? '').replace(/\$\{[^}]*\}/g, ' '));
      }
    }
  }
  const names = new Set<string>();
  for (const value of values) {
    for (const token of value.split(/\s+/)) {
      if (/^[a-z][\w-]*$/.test(token)) names.add(token);
    }
  }
  return names;
}

/** `file: class (defined only in other-owner)` for each class a module borrows. */
function borrowedClasses(): string[] {
  const definedBy = new Map<string, Set<string>>();
  for (const file of filesUnder(srcDir, '.css')) {
    const owner = ownerOf(file);
    for (const name of classesDefinedIn(readFileSync(file, 'utf8'))) {
      const owners = definedBy.get(name) ?? new Set<string>();
      owners.add(owner);
      definedBy.set(name, owners);
    }
  }
  const borrowed: string[] = [];
  for (const file of filesUnder(srcDir, '.tsx')) {
    const owner = ownerOf(file);
    for (const name of classesUsedIn(readFileSync(file, 'utf8'))) {
      const owners = definedBy.get(name);
      // A class nobody styles (a test hook, a state styled through its parent) borrows nothing.
      if (owners === undefined || owners.has(owner) || owners.has('shared')) continue;
      borrowed.push(`${relative(srcDir, file)}: .${name} (defined only in ${[...owners].join(', ')})`);
    }
  }
  return borrowed.sort();
}

describe('CSS ownership', () => {
  it('reads class names out of selectors and className attributes', () => {
    expect([...classesDefinedIn('/* .gone */ .a, .b:hover > .c { color: red; } @media (x) { .d { margin: 0 } }')]).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    const tsx = `<p className="x y--z" /><b className={on ? 'p is-on' : \`q \${extra}\`} />`;
    expect([...classesUsedIn(tsx)].sort()).toEqual(['is-on', 'p', 'q', 'x', 'y--z']);
  });

  it('styles every class a module uses in its own folder or in a shared stylesheet', () => {
    expect(borrowedClasses()).toEqual([]);
  });

  it('imports no stylesheet from a barrel file, so importing one piece does not pull in all CSS', () => {
    const barrels = filesUnder(srcDir, 'index.ts').filter((file) => /^import\s+['"][^'"]+\.css['"]/m.test(readFileSync(file, 'utf8')));
    expect(barrels.map((file) => relative(srcDir, file))).toEqual([]);
  });
});
