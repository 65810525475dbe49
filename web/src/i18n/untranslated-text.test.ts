import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Text a reader sees must come from the locale files, or Urdu readers meet English in the
// middle of a sentence. This finds words written straight into JSX: text between tags and the
// attributes that are read aloud or shown (aria-label, alt, title, placeholder, label).

const srcDir = fileURLToPath(new URL('..', import.meta.url));


const SHOWN_ATTRIBUTES = new Set(['aria-label', 'alt', 'title', 'placeholder', 'label', 'aria-description']);
const hasWords = (text: string): boolean => /\p{L}{2,}/u.test(text);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

function untranslatedIn(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) => `${relative(srcDir, path)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(`${where(node)} text "${node.text.trim()}"`);
    if (ts.isJsxAttribute(node) && SHOWN_ATTRIBUTES.has(node.name.getText(source))) {
      const value = node.initializer;
      const literal = value !== undefined && ts.isJsxExpression(value) ? value.expression : value;
      if (literal !== undefined && (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal)) && hasWords(literal.text)) {
        found.push(`${where(node)} ${node.name.getText(source)}="${literal.text}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('screens speak through the locale files', () => {
  it('no words are written straight into JSX', () => {
    const found = tsxFiles(srcDir).flatMap(untranslatedIn);
    expect(found).toEqual([]);
  });
});
