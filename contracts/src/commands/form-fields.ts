/**
 * Building blocks for command schemas over multipart text. Every value may arrive as a
 * string: text is trimmed, '' counts as absent, numbers and booleans are read from text.
 * Each block carries the message of its rule, so a schema reads as the rule list.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { NIC_DIGITS } from '../limits';

/** Whitespace and invisible format characters (zero-width space, joiners, BOM) at either end. */
const EDGE_INVISIBLES = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;

/**
 * Text as we keep it: NFC-normalised, without whitespace or invisible characters at either
 * end, so text of only zero-width characters counts as empty. Inside the text they stay
 * (a zero-width joiner holds an emoji sequence together).
 */
export function cleanText(value: string): string {
  return value.normalize('NFC').replace(EDGE_INVISIBLES, '');
}

/** NUL and unpaired UTF-16 surrogates: no database can store them as text. */
const UNSTORABLE = /[\u0000\p{Cs}]/u;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** The one string schema every text field of a command or query builds on. */
export function plainText() {
  return z.string().refine(isStorableText, messages.textUnstorable);
}

export function blankToUndefined(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const cleaned = cleanText(value);
  return cleaned === '' ? undefined : cleaned;
}

const NUMBER_TEXT = /^[+-]?\d+(\.\d+)?$/;

/** '1500' -> 1500; text that is not plainly a decimal number ('1e3', '0x10') stays text and fails. */
export function numberFromText(value: unknown): unknown {
  const present = blankToUndefined(value);
  if (typeof present !== 'string') return present;
  return NUMBER_TEXT.test(present) ? Number(present) : present;
}

export function booleanFromText(value: unknown): unknown {
  const present = blankToUndefined(value);
  if (present === 'true') return true;
  if (present === 'false') return false;
  return present;
}

export function requiredText(required: string, max: number, tooLong: string = messages.textTooLong) {
  return z.preprocess(blankToUndefined, z.string({ error: required }).max(max, tooLong).refine(isStorableText, messages.textUnstorable));
}

export function optionalText(max: number) {
  return z.preprocess(blankToUndefined, plainText().max(max, messages.textTooLong).optional());
}

export interface WholeNumberRule {
  required: string;
  min: readonly [number, string];
  max: readonly [number, string];
}

export function wholeNumber(rule: WholeNumberRule) {
  const number = z.number({
    error: (issue) => (issue.input === undefined ? rule.required : messages.notANumber),
  });
  return z.preprocess(
    numberFromText,
    number.int(messages.notAWholeNumber).min(rule.min[0], rule.min[1]).max(rule.max[0], rule.max[1]),
  );
}

export function optionalWholeNumber(rule: Omit<WholeNumberRule, 'required'>) {
  const number = z.number({ error: messages.notANumber });
  return z.preprocess(
    numberFromText,
    number.int(messages.notAWholeNumber).min(rule.min[0], rule.min[1]).max(rule.max[0], rule.max[1]).optional(),
  );
}

/** A checkbox: 'true' or 'false'; absent means not ticked. */
export function checkbox() {
  return z.preprocess(booleanFromText, z.boolean({ error: messages.notYesOrNo }).default(false));
}

/** One value of an option list; anything else (or nothing) gets `message`. */
export function option<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(blankToUndefined, z.enum(values, { error: message }));
}

export function optionalOption<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());
}

/** A calendar date 'YYYY-MM-DD', as an <input type="date"> sends it. */
export function calendarDate(required: string) {
  return z.preprocess(
    blankToUndefined,
    z.iso.date({ error: (issue) => (issue.input === undefined ? required : messages.dateInvalid) }),
  );
}

/** Digits, spaces and dashes only (spec section 5), with a plausible number of digits. */
export const PHONE_PATTERN = /^[0-9 -]+$/;
export const PHONE_DIGITS = { min: 7, max: 15 } as const;

export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

export function phoneNumber() {
  return z.preprocess(
    blankToUndefined,
    z.string({ error: messages.phoneRequired })
      .regex(PHONE_PATTERN, messages.phoneInvalid)
      .refine((phone) => {
        const count = phoneDigits(phone).length;
        return count >= PHONE_DIGITS.min && count <= PHONE_DIGITS.max;
      }, messages.phoneLength),
  );
}

/** Pakistani CNIC: NIC_DIGITS digits, written without dashes (spec: numeric without dashes). */
export const NIC_PATTERN = new RegExp(`^\\d{${NIC_DIGITS}}$`);

export function optionalNicNumber() {
  return z.preprocess(blankToUndefined, z.string().regex(NIC_PATTERN, messages.nicInvalid).optional());
}

const NOT_JSON = Symbol('not JSON');

/** A field sent as JSON text (features, education); already-parsed objects pass through. */
export function jsonText<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => {
    const present = blankToUndefined(value);
    if (typeof present !== 'string') return present;
    try {
      return JSON.parse(present) as unknown;
    } catch {
      return NOT_JSON;
    }
  }, schema);
}

interface IssueWithPath {
  readonly path?: readonly PropertyKey[] | undefined;
}

/**
 * For a rule across fields: run it even when other fields failed (so a wizard step sees it),
 * but only when the fields it reads are themselves valid.
 */
export function whenFieldsValid(...fields: readonly string[]) {
  return (payload: { readonly issues: readonly IssueWithPath[] }): boolean =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));
}
