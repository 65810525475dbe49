import { beforeAll, describe, expect, it } from 'vitest';
import { savedSearchFilterWords, type SearchFilters } from '@kamra/contracts/queries';
import { i18n } from '../../i18n';
import { loadEveryNamespace } from '../../i18n/testing';
import { savedSearchFilters, savedSearchRunPath, savedSearchTitle } from './saved-search-text';

beforeAll(loadEveryNamespace);

describe('a saved search in words', () => {
  const search = { kind: 'room' as const, location: 'G-11, Islamabad', filters: { rent: 25000, internet: true, maxRoommate: 2 } };

  it('names what and where, and each filter set', () => {
    expect(savedSearchTitle(search)).toBe('Rooms in G-11, Islamabad');
    expect(savedSearchTitle({ kind: 'accessory', location: 'all' })).toBe('Accessories everywhere');
    expect(savedSearchFilters(search)).toEqual(['up to PKR 25,000', 'internet', 'at most 2 roommates']);
  });

  it("names a roommate search's occupation and gender by their labels, in the reader's language", async () => {
    const roommates = { kind: 'roommate' as const, location: 'all', filters: { occupation: 'Engineer', gender: 'Female' } };
    expect(savedSearchFilters(roommates)).toEqual(['Engineer', 'Female']);
    await i18n.changeLanguage('ur');
    try {
      expect(savedSearchFilters(roommates)).toEqual(['انجینئر', 'خاتون']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('names the filters in the same English words as the alerts\' emails do', () => {
    const every: SearchFilters[] = [
      { rent: 30000, internet: true, bills: true, furnished: true, carpeted: true, sharedBathroom: true, sharedKitchen: true, maxRoommate: 3, verifiedPhone: true },
      { rent: 1500000, occupation: 'student', gender: 'Female', music: true, smoking: true, nonSmoking: true, age: 24 },
      { name: 'study table', price: 8000 },
    ];
    for (const filters of every) expect(savedSearchFilterWords(filters)).toEqual(savedSearchFilters({ filters }));
  });

  it('runs again on the results page with the same parameters', () => {
    expect(savedSearchRunPath(search)).toBe('/searchResult?location=G-11%2C%20Islamabad&listed=room&rent=25000&internet=true&maxRoommate=2');
    expect(savedSearchRunPath({ kind: 'accessory', location: 'all', filters: {} })).toBe('/searchResult?location=all&listed=accessories');
  });
});
