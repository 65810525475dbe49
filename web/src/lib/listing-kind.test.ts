import { describe, expect, it } from 'vitest';
import { listingPath } from './listing-kind';

describe('listing paths', () => {
  it('open the detail route of each kind', () => {
    expect(listingPath('room', 'a1')).toBe('/rooms/a1');
    expect(listingPath('roommate', 'b 2')).toBe('/roommate/b%202');
    expect(listingPath('accessory', 'c3')).toBe('/accessories/c3');
  });
});
