/**
 * Every command and query schema, walked: each string it accepts goes through the one text
 * schema (`text` in form-fields.ts), so every field refuses NUL and lone surrogates, keeps to
 * its TEXT_LIMITS length with a message, treats blank-looking text as blank, drops bidi
 * controls from one-line fields and refuses piles of combining marks. A new schema or field
 * that skips it fails here, whoever writes it.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as commands from './index';
import * as queries from '../queries/index';
import { fieldErrors, textRules, type TextRule } from './index';
import { TEXT_LIMITS } from '../limits';
import { messages } from '../messages';

const TODAY = '2026-01-15';

/** Exports that describe stored events' shapes, not what a client sends: checked by the events' own tests. */
const STORED_SHAPES = new Set([
  'roomFieldsSchema', 'roommateFieldsSchema', 'accessoryFieldsSchema',
  'roomFeaturesSchema', 'roommateFeaturesSchema', 'educationSchema',
]);

/** Schemas made per request because they read a date from outside. */
const SCHEMA_FACTORIES: Record<string, z.ZodType> = {
  roommateSubmitSchema: commands.roommateSubmitSchema(TODAY),
};

/** Formats whose pattern admits only ASCII letters, digits and punctuation: no hostile text gets through. */
const STRICT_FORMATS = new Set(['date', 'datetime', 'uuid']);

/** Every schema of the commands and of the read routes' queries, which take text from the URL. */
function commandSchemas(): Map<string, z.ZodType> {
  const found = new Map<string, z.ZodType>(Object.entries(SCHEMA_FACTORIES));
  for (const [name, value] of [...Object.entries(commands), ...Object.entries(queries)]) {
    if (value instanceof z.ZodType && !STORED_SHAPES.has(name)) found.set(name, value);
  }
  return found;
}

type AnySchema = z.core.$ZodType;

interface StringNode {
  path: string;
  node: AnySchema;
  rule: TextRule | undefined;
  /** Why an unregistered string is fine; undefined when it is not. */
  excuse: string | undefined;
}

function isStringNode(node: AnySchema): boolean {
  return node._zod.def.type === 'string';
}

function formatOf(node: AnySchema): string | undefined {
  return node instanceof z.ZodStringFormat ? node._zod.def.format : undefined;
}

/**
 * Every string schema inside `schema`. A string on the output side of a pipe whose input is
 * already the text schema (a phone's pattern, an email's format) reads checked text.
 * Anything the walk does not know fails the test rather than being skipped.
 */
function stringNodes(schema: AnySchema, path: string, checkedText = false): StringNode[] {
  if (isStringNode(schema)) {
    const rule = textRules.get(schema);
    const format = formatOf(schema);
    const excuse = checkedText ? 'reads checked text' : format !== undefined && STRICT_FORMATS.has(format) ? `strict ${format}` : undefined;
    return [{ path, node: schema, rule, excuse }];
  }
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape).flatMap(([key, field]) => stringNodes(field, `${path}.${key}`, checkedText));
  }
  if (schema instanceof z.ZodPipe) {
    const input = stringNodes(schema.in, path, checkedText);
    const inputIsText = input.some((found) => found.rule !== undefined);
    return [...input, ...stringNodes(schema.out, path, checkedText || inputIsText)];
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return stringNodes(schema.unwrap(), path, checkedText);
  }
  if (schema instanceof z.ZodUnion) {
    return schema.options.flatMap((option, index) => stringNodes(option, `${path}|${index}`, checkedText));
  }
  if (schema instanceof z.ZodArray) return stringNodes(schema.element, `${path}[]`, checkedText);
  if (
    schema instanceof z.ZodTransform || schema instanceof z.ZodEnum || schema instanceof z.ZodLiteral
    || schema instanceof z.ZodNumber || schema instanceof z.ZodBoolean
  ) return [];
  throw new Error(`${path}: the schema walk does not know ${schema._zod.def.type}; teach it before using one`);
}

const ALL_STRINGS = [...commandSchemas()].flatMap(([name, schema]) => stringNodes(schema, name));
const TEXT_NODES = ALL_STRINGS.flatMap(({ path, node, rule }) => (rule === undefined ? [] : [{ path, node, rule }]));

/** The top-level fields of a schema that take text, with the object to parse them in (a union's option needs its tag). */
function textFields(schema: AnySchema): Array<{ field: string; object: z.ZodObject; base: Record<string, unknown> }> {
  if (schema instanceof z.ZodPipe) return textFields(schema.in);
  if (schema instanceof z.ZodUnion) return schema.options.flatMap((option) => textFields(option));
  if (!(schema instanceof z.ZodObject)) return [];
  const base: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    if (field instanceof z.ZodLiteral) base[key] = field.value;
  }
  return Object.entries(schema.shape)
    .filter(([, field]) => stringNodes(field, '').some((found) => found.rule !== undefined))
    .map(([field]) => ({ field, object: schema, base }));
}

const FIELDS = [...commandSchemas()].flatMap(([name, schema]) =>
  textFields(schema).map((found) => ({ name: `${name}.${found.field}`, ...found })));

function errorOf(found: (typeof FIELDS)[number], value: unknown): string | undefined {
  const parsed = found.object.safeParse({ ...found.base, [found.field]: value });
  return parsed.success ? undefined : fieldErrors(parsed.error)[found.field];
}

/** Beside the JSON field that holds it, a text field's own value: education and keepPictures are JSON text. */
function wrapFor(field: string, value: string): unknown {
  if (field === 'keepPictures') return JSON.stringify([value]);
  return field === 'education' ? JSON.stringify({ major: value }) : value;
}

const URDU = 'مُحَبَّت کا شہر لاہور';

describe('every command schema', () => {
  it('finds the schemas and their text fields', () => {
    expect(commandSchemas().size).toBeGreaterThanOrEqual(15);
    expect(FIELDS.map((found) => found.name)).toEqual(expect.arrayContaining([
      'reportListingSchema.details', 'deleteListingSchema.reason', 'roomSubmitSchema.phone', 'devSignInSchema.name',
      'roommateSubmitSchema.education', 'publishBlogSchema.content',
    ]));
  });

  it('sends every string through the text schema', () => {
    const skipping = ALL_STRINGS.filter((found) => found.rule === undefined && found.excuse === undefined).map((found) => found.path);
    expect(skipping).toEqual([]);
  });

  it('enforces every TEXT_LIMITS entry in some field', () => {
    const used = new Set(TEXT_NODES.map(({ rule }) => rule.limit));
    expect(Object.keys(TEXT_LIMITS).filter((limit) => !used.has(limit as keyof typeof TEXT_LIMITS))).toEqual([]);
  });

  it.each(FIELDS)('$name refuses NUL and lone surrogates with the text message', (found) => {
    for (const bad of ['Ali\u0000Khan', 'Ali\ud800', '\udc00Ali']) {
      expect(errorOf(found, wrapFor(found.field, bad))).toBe(messages.textUnstorable);
    }
  });

  it.each(FIELDS)('$name refuses text over its limit with its message', (found) => {
    const nodes = stringNodes(found.object.shape[found.field] ?? z.never(), found.name).flatMap(({ rule }) => (rule ? [rule] : []));
    for (const rule of nodes) {
      const tooLong = '1'.repeat(TEXT_LIMITS[rule.limit] + 1);
      expect(errorOf(found, wrapFor(found.field, tooLong))).toBe(rule.tooLong);
    }
  });

  it.each(FIELDS)('$name treats blank-looking text as blank', (found) => {
    const absent = errorOf(found, undefined);
    for (const blank of ['\u3164', '\u2800\u2800', '\u115f\u1160', '\uffa0', '\u2000\u200a\u3000', '\u200b\u202e', '\u00a0\u2060']) {
      expect(errorOf(found, blank)).toBe(absent);
    }
  });

  it.each(FIELDS)('$name refuses a letter under a pile of combining marks', (found) => {
    expect(errorOf(found, wrapFor(found.field, `x${'\u0301'.repeat(6)}y`))).toBe(messages.textTooManyMarks);
  });
});

describe('every text node', () => {
  it.each(TEXT_NODES)('$path drops bidi controls when it is one line, keeps them otherwise', ({ node, rule }) => {
    const sent = 'A\u202eB\u202c\u2066C\u2069\u200eD\u200f\u061cE';
    const kept = z.safeParse(node, sent).data;
    expect(kept).toBe(rule.shape === 'line' ? 'ABCDE' : sent);
  });

  it.each(TEXT_NODES)('$path keeps Urdu with its marks unchanged when it fits', ({ node, rule }) => {
    expect(URDU.normalize('NFC')).toBe(URDU);
    if (URDU.length <= TEXT_LIMITS[rule.limit]) expect(z.safeParse(node, URDU).data).toBe(URDU);
  });
});
