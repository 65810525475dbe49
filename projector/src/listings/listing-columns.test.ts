import { describe, expect, it } from 'vitest';
import { ADDRESS_ON_REQUEST, publicAddress } from './listing-columns.js';

describe('the address the public reads', () => {
  it('is the whole address unless the lister chose the area (and for listings from before the choice)', () => {
    expect(publicAddress('House 144, Street 23, Shadman, Lahore', 'full')).toBe('House 144, Street 23, Shadman, Lahore');
    expect(publicAddress('House 144, Street 23, Shadman, Lahore', undefined)).toBe('House 144, Street 23, Shadman, Lahore');
  });

  it("is the gazetteer's area and city, or the city alone, or nothing of the address", () => {
    expect(publicAddress('House 144, Street 23, Shadman, Lahore', 'area')).toBe('Shadman, Lahore');
    expect(publicAddress('House 9, Street 4, Lahore', 'area')).toBe('Lahore');
    expect(publicAddress('House 9, Street 4, Nowhere Town', 'area')).toBe(ADDRESS_ON_REQUEST);
  });
});
