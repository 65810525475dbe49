import { describe, expect, it } from 'vitest';
import { pakistanDate, toMillis } from './time';

describe('pakistanDate', () => {
  it('gives the calendar date in Pakistan (UTC+5)', () => {
    expect(pakistanDate('2025-03-10T18:59:59.000Z')).toBe('2025-03-10');
    expect(pakistanDate('2025-03-10T19:00:00.000Z')).toBe('2025-03-11');
    expect(pakistanDate(new Date('2025-12-31T20:00:00Z'))).toBe('2026-01-01');
  });
});

describe('toMillis', () => {
  it('reads ISO text, dates and numbers alike', () => {
    const ms = Date.UTC(2025, 0, 1);
    expect(toMillis('2025-01-01T00:00:00Z')).toBe(ms);
    expect(toMillis(new Date(ms))).toBe(ms);
    expect(toMillis(ms)).toBe(ms);
  });
});
