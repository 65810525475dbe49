/**
 * Every regular expression in the services and the web client, checked for super-linear
 * backtracking. A pattern that is tried from every position, or can split a run of characters
 * between two of its parts, costs the square of its input or worse; over text a caller sends it
 * holds a service's one thread (a phone field of 60,000 spaces held it for 24 s). recheck decides
 * each pattern by automata theory or fuzzing, and names an attack string when it is not linear.
 * Libraries' own patterns (zod's, the router's) are theirs and not read here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSync } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCE_DIRS = ['contracts/src', 'platform/src', 'eventstore/src', 'write-service/src', 'read-model/src', 'projector/src', 'read-service/src', 'runtime/src', 'web/src'];
const NOT_SHIPPED = /\.test\.tsx?$|\/testing\//;

/**
 * Patterns recheck does not call linear that may stay: those that only ever read text of our
 * own making (the built index.html, our translations), and one whose repeat is bounded.
 */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  'read-service/src/pages/first-view.ts': [
    '/(<accent>[\\s\\S]*?<\\/accent>)/',
    '/<link rel="stylesheet"[^>]*?href="(\\/assets\\/[^"]+\\.css)"[^>]*>/g',
    '/\\s*(<script type="module"[^>]*><\\/script>|<link rel="modulepreload"[^>]*>)/g',
  ],
  'read-service/src/pages/page-head.ts': ['/<title>[\\s\\S]*?<\\/title>/', '/<meta\\s+name="description"[\\s\\S]*?\\/?>/'],
  'read-service/src/pages/page-language.ts': ['/<html\\b[^>]*>/i'],
  'read-service/src/pages/search-first-view.ts': ['/(<place>[\\s\\S]*?<\\/place>)/'],
  // It reads events' JSON, callers' text among it, but tries at most 37 characters from each
  // position: linear, though the fuzzer, which grows inputs only so far, calls it quadratic.
  'write-service/src/uploads/sweep-orphan-images.ts': ['/[0-9a-f]{32}(?:-400)?\\.webp/g'],
};

/**
 * How many patterns each file builds at run time, which no static walk can read, and why they
 * are linear. A new one, in a new file or beside these, fails the test until it is looked at.
 */
const BUILT_AT_RUN_TIME: Readonly<Record<string, { count: number; why: string }>> = {
  'contracts/src/commands/form-fields.ts': { count: 6, why: 'one character class between anchors, a fixed count of digits, or a bounded repeat of disjoint classes; the end is trimmed by a walk' },
  'contracts/src/rules/phone-verification.ts': { count: 1, why: 'a fixed count of digits between anchors' },
  'read-service/src/pages/page-paths.ts': { count: 1, why: 'the route table\'s own paths, between anchors; parameters match [^/]+ between slashes' },
  'runtime/src/payments/stripe-stub.ts': { count: 1, why: 'the Stripe stub of tests and npm start, over form keys our own client sends' },
  'web/src/app/route-prefetch.ts': { count: 1, why: 'the route table\'s own paths, over the browser\'s own address' },
};

interface Found {
  file: string;
  line: number;
  literal: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((name) => `${dir}/${name}`)
    .filter((file) => /\.tsx?$/.test(file) && !NOT_SHIPPED.test(file));
}

function scan(): { literals: Found[]; builders: Record<string, number> } {
  const literals: Found[] = [];
  const builders: Record<string, number> = {};
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node): void => {
      if (ts.isRegularExpressionLiteral(node)) {
        literals.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, literal: node.text });
      } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
        builders[file] = (builders[file] ?? 0) + 1;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { literals, builders };
}

describe('regular expressions', () => {
  const { literals, builders } = scan();

  it('finds the code base\'s patterns', () => {
    expect(literals.length).toBeGreaterThan(100);
  });

  it('are all linear in their input, but those allowed', { timeout: 180_000 }, () => {
    const checked = new Map<string, string>();
    const slow: string[] = [];
    for (const { file, line, literal } of literals) {
      if (ALLOWED[file]?.includes(literal)) continue;
      const slash = literal.lastIndexOf('/');
      const verdict = checked.get(literal) ?? (() => {
        // No limits in time, only in steps: the fuzzer counts a trial that runs past a time limit
        // as an attack, so on a loaded machine a linear pattern could fail.
        const diagnostics = checkSync(literal.slice(1, slash), literal.slice(slash + 1), {
          randomSeed: 1, timeout: null, incubationTimeout: null, attackTimeout: null, seedingTimeout: null,
        });
        return diagnostics.status === 'safe' ? 'safe'
          : diagnostics.status === 'vulnerable' ? `${diagnostics.complexity.summary}, attack ${JSON.stringify(diagnostics.attack.pattern)}`
            : `undecided (${diagnostics.error.kind})`;
      })();
      checked.set(literal, verdict);
      if (verdict !== 'safe') slow.push(`${file}:${line} ${literal}: ${verdict}`);
    }
    expect(slow).toEqual([]);
  });

  it('allowed are still there, so the list names no pattern that has gone', () => {
    for (const [file, patterns] of Object.entries(ALLOWED)) {
      for (const pattern of patterns) expect(literals.some((found) => found.file === file && found.literal === pattern), `${file} ${pattern}`).toBe(true);
    }
  });

  it('built at run time are each counted with why they are linear', () => {
    expect(builders).toEqual(Object.fromEntries(Object.entries(BUILT_AT_RUN_TIME).map(([file, { count }]) => [file, count])));
  });
});
