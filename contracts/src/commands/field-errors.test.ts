import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '../messages';
import { FORM_ERROR_KEY, fieldErrors, parseInput, validateCommand } from './field-errors';

describe('fieldErrors', () => {
  it('keeps the first message per top-level field', () => {
    const fields = fieldErrors({
      issues: [
        { path: ['phone'], message: 'first' },
        { path: ['phone'], message: 'second' },
        { path: ['features', 'furnished', 0], message: 'nested' },
        { path: [], message: 'whole form' },
      ],
    });
    expect(fields).toEqual({ phone: 'first', features: 'nested', [FORM_ERROR_KEY]: 'whole form' });
  });
});

describe('validateCommand', () => {
  const schema = z.object({ name: z.string({ error: 'Name is required.' }) });

  it('returns the parsed value', () => {
    expect(validateCommand(schema, { name: 'Ali' })).toEqual({ ok: true, value: { name: 'Ali' } });
  });

  it('returns field errors and the first message', () => {
    expect(validateCommand(schema, {})).toEqual({
      ok: false,
      fields: { name: 'Name is required.' },
      message: 'Name is required.',
    });
  });
});

describe('parseInput', () => {
  const schema = z.object({ count: z.number().int().min(1), size: z.enum(['small', 'large']), note: z.string().max(3), named: z.number({ error: 'Own words.' }) });
  const messageAt = (input: unknown, field: string) => parseInput(schema, input).error?.issues.find((issue) => issue.path[0] === field)?.message;
  const valid = { count: 1, size: 'small', note: 'ok', named: 1 };

  it('gives an issue its schema named no message words a person can act on', () => {
    expect(messageAt({ ...valid, count: 'x' }, 'count')).toBe(messages.notANumber);
    expect(messageAt({ ...valid, count: 1.5 }, 'count')).toBe(messages.notAWholeNumber);
    expect(messageAt({ ...valid, size: 'huge' }, 'size')).toBe(messages.invalidOption);
    expect(messageAt({ ...valid, note: 'long' }, 'note')).toBe(messages.badRequest);
    expect(parseInput(schema, []).error?.issues[0]?.message).toBe(messages.badRequest);
  });

  it('keeps a message the schema gives', () => {
    expect(messageAt({ ...valid, named: 'x' }, 'named')).toBe('Own words.');
  });
});
