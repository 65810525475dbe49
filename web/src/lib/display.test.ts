import { describe, expect, it } from 'vitest';
import { displayDate, displayRupees } from './display';

describe('display', () => {
  it('shows only the date part of an instant', () => {
    expect(displayDate('2025-03-01T09:30:00.000Z')).toBe('2025-03-01');
    expect(displayDate('yesterday')).toBe('yesterday');
  });
  it('groups rupees', () => {
    expect(displayRupees(12000)).toBe('Rs 12,000');
  });
});
