import { describe, expect, it } from 'vitest';
import { formatDateTime, formatNumber } from './format';
import { startingLanguage } from './language';
import { translateMessage } from './messages';
import { messages } from '@kamra/contracts/messages';

describe('numbers and dates in the reader language', () => {
  it('groups rupees with Western digits in both languages', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'ur')).toMatch(/^[0-9,٬]+$/);
  });

  it('tells the day as it was in Pakistan', () => {
    // 20:30 UTC on 31 December is already 1 January in Pakistan (UTC+5).
    const text = formatDateTime(new Date('2026-12-31T20:30:00Z'), { day: 'numeric', month: 'short', year: 'numeric' }, 'en');
    expect(text).toBe('1 Jan 2027');
  });
});

describe('the starting language', () => {
  it('prefers what the reader chose, then the page the server sent, then English', () => {
    expect(startingLanguage('ur', 'en-PK')).toBe('ur');
    expect(startingLanguage('en', 'ur')).toBe('en');
    expect(startingLanguage(null, 'ur')).toBe('ur');
    expect(startingLanguage('fr', 'en-PK')).toBe('en');
    expect(startingLanguage(null, '')).toBe('en');
  });
});

describe('rule messages', () => {
  it('keeps the spec English for a known message and passes other text through', () => {
    expect(translateMessage(messages.roomTypeRequired)).toBe('Please Select Room Type First!');
    expect(translateMessage('Something the server said')).toBe('Something the server said');
  });
});
