import { describe, expect, it } from 'vitest';
import { rentComparisonSentence } from './rent-guide';

const g11 = { location: 'G-11', count: 42, p25: 20_000, median: 25_000, p75: 30_000 };

describe('the rent guide in words', () => {
  it('compares a rent with the range: below, typical, above', () => {
    expect(rentComparisonSentence('room', 8000, g11)).toBe('This rent is below the usual range of rooms in G-11 (PKR 20,000 to 30,000 a month)');
    expect(rentComparisonSentence('room', 30_000, g11)).toBe('This rent is typical for rooms in G-11 (PKR 20,000 to 30,000 a month)');
    expect(rentComparisonSentence('accessory', 45_000, g11)).toBe('This price is above the usual range of accessories in G-11 (PKR 20,000 to 30,000)');
    expect(rentComparisonSentence('room', 8000, null)).toBeNull();
  });
});
