import { describe, expect, it } from 'vitest';
import { locationKey } from './search-plan.js';

describe('locationKey', () => {
  it('is one key for the spellings a search understands alike', () => {
    expect(locationKey('Lahore')).toBe('city:lahore');
    expect(locationKey('  LAHORE ')).toBe(locationKey('lahore'));
    expect(locationKey('Gulberg, Lahore')).toBe(locationKey('gulberg lahore'));
    expect(locationKey('G-11')).toBe(locationKey('g 11'));
    expect(locationKey('')).toBe(locationKey(' ALL '));
  });

  it('keeps searches that answer differently apart', () => {
    const keys = ['lahore', 'Gulberg, Lahore', 'gulb', 'DHA, Karachi', 'all', 'street 17', 'street 1', '%'].map(locationKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
