import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { loadEveryNamespace } from '../i18n/testing';
import { rentComparisonSentence } from './rent-guide';

beforeAll(loadEveryNamespace);

const g11 = { location: 'G-11', locationUrdu: 'جی 11', count: 42, p25: 20_000, median: 25_000, p75: 30_000 };

describe('the rent guide in words', () => {
  it('compares a rent with the range: below, typical, above', () => {
    expect(rentComparisonSentence('room', 8000, g11)).toBe('This rent is below the usual range of rooms in G-11 (PKR 20,000 to 30,000 a month)');
    expect(rentComparisonSentence('room', 30_000, g11)).toBe('This rent is typical for rooms in G-11 (PKR 20,000 to 30,000 a month)');
    expect(rentComparisonSentence('accessory', 45_000, g11)).toBe('This price is above the usual range of accessories in G-11 (PKR 20,000 to 30,000)');
    expect(rentComparisonSentence('room', 8000, null)).toBeNull();
  });

  it('names the place in Urdu to an Urdu reader, and in English from an answer that has no Urdu name', async () => {
    await i18n.changeLanguage('ur');
    try {
      expect(rentComparisonSentence('room', 30_000, g11)).toContain('جی 11');
      expect(rentComparisonSentence('room', 30_000, g11)).not.toContain('G-11');
      const older = { ...g11, locationUrdu: undefined as unknown as null };
      expect(rentComparisonSentence('room', 30_000, older)).toContain('G-11');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
