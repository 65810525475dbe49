import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { closeOutcomeOf, reportListingSchema } from './listing-lifecycle';
import { validateCommand } from './field-errors';

describe('report a listing', () => {
  it('takes a listed reason, details optional and trimmed', () => {
    expect(validateCommand(reportListingSchema, { reason: 'scam' })).toMatchObject({ ok: true, value: { reason: 'scam' } });
    expect(validateCommand(reportListingSchema, { reason: 'offensive', details: '  rude words  ' })).toMatchObject({ ok: true, value: { details: 'rude words' } });
  });
  it('refuses an unknown reason, and "other" without details', () => {
    expect(validateCommand(reportListingSchema, { reason: 'boring' })).toMatchObject({ ok: false, fields: { reason: messages.reportReasonRequired } });
    expect(validateCommand(reportListingSchema, { reason: 'other', details: ' ' })).toMatchObject({ ok: false, fields: { details: messages.reportDetailsRequired } });
    expect(validateCommand(reportListingSchema, { reason: 'scam', details: 'x'.repeat(1001) })).toMatchObject({ ok: false, fields: { details: messages.reportDetailsTooLong } });
  });
});

describe('closing', () => {
  it('rents rooms and roommate ads, sells accessories', () => {
    expect(closeOutcomeOf('room')).toBe('rented');
    expect(closeOutcomeOf('roommate')).toBe('rented');
    expect(closeOutcomeOf('accessory')).toBe('sold');
  });
});
