import { describe, expect, it } from 'vitest';
import { amountOf, displayDate, displayRupees } from './display';

describe('display', () => {
  it('shows only the date part of an instant', () => {
    expect(displayDate('2025-03-01T09:30:00.000Z')).toBe('2025-03-01');
    expect(displayDate('yesterday')).toBe('yesterday');
  });
  it('groups rupees', () => {
    expect(displayRupees(12000)).toBe('Rs 12,000');
  });
  it("shows the rent by the month and an accessory's price as it is", () => {
    expect(amountOf({ kind: 'room', rent: 25000 })).toBe('Rs 25,000 / month');
    expect(amountOf({ kind: 'roommate', rent: 12000 })).toBe('Rs 12,000 / month');
    expect(amountOf({ kind: 'accessory', price: 4500 })).toBe('Rs 4,500');
  });
});
