import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FORM_ERROR_KEY, fieldErrors, validateCommand } from './field-errors';

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
