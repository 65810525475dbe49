import { describe, expect, it } from 'vitest';
import { placeName, readSearchParams, searchResultPath } from './search-params';

describe('search result parameters', () => {
  it('read the place and the tab', () => {
    const params = readSearchParams('?location=lahore&listed=roommate');
    expect(params.location).toBe('lahore');
    expect(params.tab.kind).toBe('roommate');
  });
  it('default to rooms everywhere', () => {
    const params = readSearchParams('');
    expect(params.location).toBe('all');
    expect(params.tab.label).toBe('Room');
  });
  it('accept plurals and map accessories to the accessory kind', () => {
    expect(readSearchParams('listed=accessories').tab.kind).toBe('accessory');
    expect(readSearchParams('listed=rooms').tab.kind).toBe('room');
  });
  it('build tab links and place names', () => {
    expect(searchResultPath('F-7, Islamabad', 'accessories')).toBe('/searchResult?location=F-7%2C%20Islamabad&listed=accessories');
    expect(placeName('all')).toBe('all of Pakistan');
    expect(placeName('karachi')).toBe('karachi');
  });
});
