import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  blankToUndefined, booleanFromText, checkbox, numberFromText, whenFieldsValid, wholeNumber,
} from './form-fields';
import { messages } from '../messages';

describe('reading multipart text', () => {
  it('trims text and treats blank as absent', () => {
    expect(blankToUndefined('  a b ')).toBe('a b');
    expect(blankToUndefined('   ')).toBeUndefined();
    expect(blankToUndefined(7)).toBe(7);
  });

  it('reads plain decimal numbers only', () => {
    expect(numberFromText(' 1500 ')).toBe(1500);
    expect(numberFromText('12.5')).toBe(12.5);
    expect(numberFromText('1e3')).toBe('1e3');
    expect(numberFromText('0x10')).toBe('0x10');
    expect(numberFromText('')).toBeUndefined();
  });

  it('reads a number typed on an Urdu, Arabic or full-width keyboard as the number it is', () => {
    expect(numberFromText('۱۵۰۰۰')).toBe(15000);
    expect(numberFromText('٢٥٠٠')).toBe(2500);
    expect(numberFromText('１２.５')).toBe(12.5);
    expect(numberFromText('۱۵x')).toBe('۱۵x');
  });

  it("reads 'true' and 'false' as booleans", () => {
    expect(booleanFromText('true')).toBe(true);
    expect(booleanFromText(' false ')).toBe(false);
    expect(booleanFromText('yes')).toBe('yes');
  });

  it('round-trips any whole number through its text (property)', () => {
    const rent = wholeNumber({ required: 'r', min: [0, 'min'], max: [Number.MAX_SAFE_INTEGER, 'max'] });
    fc.assert(fc.property(fc.nat(), fc.boolean(), (value, padded) => {
      const text = padded ? ` ${value} ` : String(value);
      expect(rent.parse(text)).toBe(value);
    }));
  });

  it('round-trips booleans through their text (property)', () => {
    const ticked = checkbox();
    fc.assert(fc.property(fc.boolean(), (value) => {
      expect(ticked.parse(String(value))).toBe(value);
    }));
    expect(ticked.parse(undefined)).toBe(false);
    expect(ticked.safeParse('maybe').error?.issues[0]?.message).toBe(messages.notYesOrNo);
  });
});

describe('whole numbers', () => {
  const age = wholeNumber({ required: 'Age is required.', min: [18, 'Too young.'], max: [120, 'Too old.'] });
  const messageOf = (input: unknown) => age.safeParse(input).error?.issues[0]?.message;

  it('give each rule its own message', () => {
    expect(messageOf('')).toBe('Age is required.');
    expect(messageOf(undefined)).toBe('Age is required.');
    expect(messageOf('abc')).toBe(messages.notANumber);
    expect(messageOf('20.5')).toBe(messages.notAWholeNumber);
    expect(messageOf('17')).toBe('Too young.');
    expect(messageOf('121')).toBe('Too old.');
    expect(age.parse(18)).toBe(18);
  });
});

describe('whenFieldsValid', () => {
  it('runs a cross-field rule only when the fields it reads are valid', () => {
    const when = whenFieldsValid('a', 'b');
    expect(when({ issues: [{ path: ['c'] }] })).toBe(true);
    expect(when({ issues: [{ path: ['b', 0] }] })).toBe(false);
    expect(when({ issues: [] })).toBe(true);
  });

  it('lets a rule report while unrelated fields fail', () => {
    const schema = z.object({ a: z.string(), b: z.boolean() })
      .superRefine((value, context) => {
        if (value.b) context.addIssue({ code: 'custom', path: ['b'], message: 'rule' });
      }, { when: whenFieldsValid('b') });
    const issues = schema.safeParse({ b: true }).error?.issues.map((issue) => issue.message);
    expect(issues).toContain('rule');
  });
});
