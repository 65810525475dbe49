import { describe, expect, it } from 'vitest';
import { myListingPath, myListingTab, myListingsPath, tabOfKind } from './my-listing-tabs';

describe('my listing tabs', () => {
  it('reads the tab from ?listed= and opens Rooms otherwise', () => {
    expect(myListingTab('?listed=roommates')).toMatchObject({ kind: 'roommate', listed: 'roommates' });
    expect(myListingTab('listed=accessories').kind).toBe('accessory');
    expect(myListingTab('?listed=cars').kind).toBe('room');
    expect(myListingTab('').kind).toBe('room');
  });

  it('names the list and owner paths of each kind', () => {
    expect(myListingsPath(tabOfKind('roommate'))).toBe('/myListing?listed=roommates');
    expect(myListingPath('accessory', 'a b')).toBe('/myListing/accessory/a%20b');
  });
});
