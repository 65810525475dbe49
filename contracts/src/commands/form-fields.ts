/**
 * Building blocks for command schemas over multipart text. Every value may arrive as a
 * string: text is trimmed, '' counts as absent, numbers and booleans are read from text.
 * Each block carries the message of its rule, so a schema reads as the rule list.
 */
import { z } from 'zod';
import { asciiDigits } from '../digits';
import { TEXT_LIMITS } from '../limits';
import { messages } from '../messages';
import { NIC_DIGITS } from '../limits';

/**
 * What shows as nothing: whitespace, control characters, invisible format characters, the default-
 * ignorable code points (among them the Hangul fillers U+115F, U+1160, U+3164, U+FFA0, which
 * are letters yet draw nothing), and the blank Braille pattern U+2800.
 */
// NUL is left out on purpose: text holding one is refused with a message, never quietly cut.
export const BLANK = String.raw`\s\p{Zs}\u0001-\u001F\u007F-\u009F\p{Cf}\p{Default_Ignorable_Code_Point}\u2800`;
/** Variation selectors and tag characters end an emoji or a flag, so they stay after one. */
export const EMOJI_ENDINGS = String.raw`\uFE00-\uFE0F\u{E0020}-\u{E007F}\u{E0100}-\u{E01EF}`;
const LEADING_BLANKS = new RegExp(`^[${BLANK}]+`, 'u');
const ONE_BLANK = new RegExp(`^[${BLANK}]$`, 'u');
const EMOJI_ENDING = new RegExp(`^[${EMOJI_ENDINGS}]$`, 'u');
const ONLY_BLANKS = new RegExp(`^[${BLANK}]*$`, 'u');

/**
 * `value` without the blanks at its end, walked back from the end. A pattern ending in `+$`
 * would be tried from every position: a run of spaces inside the text, then a letter, costs
 * the square of its length (60,000 spaces in a phone field took 24 s of the service's thread).
 */
function withoutTrailingBlanks(value: string): string {
  let end = value.length;
  while (end > 0) {
    const start = end >= 2 && isLowSurrogate(value.charCodeAt(end - 1)) && isHighSurrogate(value.charCodeAt(end - 2)) ? end - 2 : end - 1;
    const char = value.slice(start, end);
    if (!ONE_BLANK.test(char) || EMOJI_ENDING.test(char)) break;
    end = start;
  }
  return value.slice(0, end);
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/**
 * Text as we keep it: NFC-normalised, without blank-looking characters at either end, and
 * empty when nothing in it would show. Inside the text they stay (a zero-width joiner holds
 * an emoji sequence together).
 */
export function cleanText(value: string): string {
  const trimmed = withoutTrailingBlanks(value.normalize('NFC').replace(LEADING_BLANKS, ''));
  return ONLY_BLANKS.test(trimmed) ? '' : trimmed;
}

/**
 * Bidirectional embeddings, overrides, isolates and marks: inside a name one of them reverses
 * everything shown after it on the same line (a page title, a row of the admins' lists).
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/gu;
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/gu;

/** A one-line text (name, tagline, address, phone, reason): no bidi controls, breaks become spaces. */
export function cleanLine(value: string): string {
  return cleanText(value.replace(BIDI_CONTROLS, '').replace(LINE_BREAKS, ' '));
}

/** NUL and unpaired UTF-16 surrogates: no database can store them as text. */
const UNSTORABLE = /[\u0000\p{Cs}]/u;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * Combining marks one letter may carry. Arabic and Urdu stack two or three (shadda and a
 * vowel), Tibetan and pointed Hebrew up to about five; more only piles marks over the lines
 * around it. Format characters between marks do not break a pile.
 */
export const MAX_MARKS_PER_LETTER = 5;
const TOO_MANY_MARKS = new RegExp(String.raw`(?:\p{M}\p{Cf}*){${MAX_MARKS_PER_LETTER + 1}}`, 'u');

export function hasFewMarksPerLetter(value: string): boolean {
  return !TOO_MANY_MARKS.test(value);
}

/** `value` with the marks beyond MAX_MARKS_PER_LETTER on any letter dropped, for names we take as given. */
export function withFewMarksPerLetter(value: string): string {
  let marks = 0;
  let kept = '';
  for (const char of value) {
    if (/\p{M}/u.test(char)) {
      marks += 1;
      if (marks > MAX_MARKS_PER_LETTER) continue;
    } else if (!/\p{Cf}/u.test(char)) {
      marks = 0;
    }
    kept += char;
  }
  return kept;
}

export type TextLimit = keyof typeof TEXT_LIMITS;

/**
 * 'line': shown on one line (names, taglines, addresses, phone, reasons), so bidi controls
 * are removed and line breaks become spaces. 'paragraphs': free text whose lines stay.
 */
export type TextShape = 'line' | 'paragraphs';

export interface TextRule {
  limit: TextLimit;
  shape: TextShape;
  /** The message over the limit. */
  tooLong: string;
}

/**
 * Every string schema made by `text` below, with its rule. A test walks every command
 * schema and fails on a string field that is not in here, so no field skips these rules.
 */
export const textRules = z.registry<TextRule>();

function cleanerOf(shape: TextShape): (value: string) => string {
  return shape === 'line' ? cleanLine : cleanText;
}

/**
 * The one string schema every text field of a command or query builds on: cleaned for its
 * shape, at most its TEXT_LIMITS length, storable, and without piles of combining marks.
 */
export function text(rule: TextRule, required?: string) {
  const string = required === undefined ? z.string() : z.string({ error: required });
  const checked = string
    .overwrite(cleanerOf(rule.shape))
    .max(TEXT_LIMITS[rule.limit], rule.tooLong)
    .refine(isStorableText, messages.textUnstorable)
    .refine(hasFewMarksPerLetter, messages.textTooManyMarks);
  textRules.add(checked, rule);
  return checked;
}

export function blankToUndefined(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const cleaned = cleanText(value);
  return cleaned === '' ? undefined : cleaned;
}

export function blankLineToUndefined(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const cleaned = cleanLine(value);
  return cleaned === '' ? undefined : cleaned;
}

function presentOf(shape: TextShape): (value: unknown) => unknown {
  return shape === 'line' ? blankLineToUndefined : blankToUndefined;
}

export interface TextOptions {
  /** Defaults to 'line'. */
  shape?: TextShape;
  /** Defaults to messages.textTooLong. */
  tooLong?: string;
}

function ruleOf(limit: TextLimit, options: TextOptions): TextRule {
  return { limit, shape: options.shape ?? 'line', tooLong: options.tooLong ?? messages.textTooLong };
}

export function requiredText(required: string, limit: TextLimit, options: TextOptions = {}) {
  const rule = ruleOf(limit, options);
  return z.preprocess(presentOf(rule.shape), text(rule, required));
}

/** Something to find a place by: a letter or a digit, not only punctuation (an address of commas names nowhere). */
const NAMES_A_PLACE = /[\p{L}\p{N}]/u;

/** A listing's address: required, and naming a place. */
export function addressText() {
  return requiredText(messages.addressRequired, 'address').refine((value) => NAMES_A_PLACE.test(value), messages.addressRequired);
}

export function optionalText(limit: TextLimit, options: TextOptions = {}) {
  const rule = ruleOf(limit, options);
  return z.preprocess(presentOf(rule.shape), text(rule).optional());
}

const NUMBER_TEXT = /^[+-]?\d+(\.\d+)?$/;

/** '1500' -> 1500; text that is not plainly a decimal number ('1e3', '0x10') stays text and fails. */
export function numberFromText(value: unknown): unknown {
  const present = blankToUndefined(value);
  if (typeof present !== 'string') return present;
  const digits = asciiDigits(present);
  return NUMBER_TEXT.test(digits) ? Number(digits) : present;
}

export function booleanFromText(value: unknown): unknown {
  const present = blankToUndefined(value);
  if (present === 'true') return true;
  if (present === 'false') return false;
  return present;
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
    z.iso.date({ error: (issue) => (issue.input === undefined ? required : messages.dateInvalid) })
      // A date a listing can mean: year 0000 or 9999 passed as a date and went on into the page's
      // structured data as one no crawler reads. ISO dates of four-digit years sort as text.
      .refine((date) => date >= CALENDAR_WINDOW.from && date <= CALENDAR_WINDOW.to, messages.dateOutOfRange),
  );
}

/** The dates a form's calendar field takes. */
export const CALENDAR_WINDOW = { from: '2000-01-01', to: '2099-12-31' } as const;

/**
 * Pakistani CNIC as it is printed on the card ('35202-1234567-1') or typed with spaces or with
 * nothing between: NIC_DIGITS digits, kept as the digits alone so that the three ways of writing
 * one number are one number. Anything else but digits, dashes and spaces is refused.
 */
export const NIC_PATTERN = new RegExp(`^\\d{${NIC_DIGITS}}$`);
const NIC_AS_WRITTEN = /^[0-9 -]+$/;

/** The digits of a CNIC written with dashes or spaces; other text as given, so the pattern refuses it. */
export function nicDigits(value: string): string {
  const digits = asciiDigits(value);
  return NIC_AS_WRITTEN.test(digits) ? digits.replace(/[ -]/g, '') : value;
}

export function optionalNicNumber() {
  const nic = text({ limit: 'nicNumber', shape: 'line', tooLong: messages.nicInvalid })
    .pipe(z.string().transform(nicDigits).pipe(z.string().regex(NIC_PATTERN, messages.nicInvalid)));
  return z.preprocess(blankLineToUndefined, nic.optional());
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
