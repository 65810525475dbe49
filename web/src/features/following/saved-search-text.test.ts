import { beforeAll, describe, expect, it } from 'vitest';
import { loadEveryNamespace } from '../../i18n/testing';
import { savedSearchFilters, savedSearchRunPath, savedSearchTitle } from './saved-search-text';

beforeAll(loadEveryNamespace);

describe('a saved search in words', () => {
  const search = { kind: 'room' as const, location: 'G-11, Islamabad', filters: { rent: 25000, internet: true, maxRoommate: 2 } };

  it('names what and where, and each filter set', () => {
    expect(savedSearchTitle(search)).toBe('Rooms in G-11, Islamabad');
    expect(savedSearchTitle({ kind: 'accessory', location: 'all' })).toBe('Accessories everywhere');
    expect(savedSearchFilters(search)).toEqual(['up to Rs 25,000', 'internet', 'at most 2 roommates']);
  });

  it('runs again on the results page with the same parameters', () => {
    expect(savedSearchRunPath(search)).toBe('/searchResult?location=G-11%2C%20Islamabad&listed=room&rent=25000&internet=true&maxRoommate=2');
    expect(savedSearchRunPath({ kind: 'accessory', location: 'all', filters: {} })).toBe('/searchResult?location=all&listed=accessories');
  });
});
