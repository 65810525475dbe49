import { describe, expect, it } from 'vitest';
import { apiFilters, countFilters, emptyAdvanceSearch, filterParams, listingsPath, readSearchParams, readSort, resultsPageQuery, valuesFromParams } from '.';

describe('filters in the URL', () => {
  it('read back what they wrote, for every kind', () => {
    const room = { ...emptyAdvanceSearch, kind: 'room' as const, address: 'G-11', amount: 25000, furnished: true, sharedKitchen: true, maxRoommate: '3' };
    const roommate = { ...emptyAdvanceSearch, kind: 'roommate' as const, address: 'Lahore', music: true, smoking: 'nonSmoking' as const, gender: 'Female' as const, age: '24' };
    const accessory = { ...emptyAdvanceSearch, kind: 'accessory' as const, address: 'all', amount: 3000, name: 'fridge' };
    for (const values of [room, roommate, accessory]) {
      expect(valuesFromParams(values.kind, values.address, filterParams(values))).toEqual(values);
    }
  });

  it('ask for a non-smoking home or leave out non-smoker ads, never both', () => {
    const values = { ...emptyAdvanceSearch, kind: 'roommate' as const };
    expect(filterParams({ ...values, smoking: 'nonSmoking' }).toString()).toBe('nonSmoking=true');
    expect(filterParams({ ...values, smoking: 'fine' }).toString()).toBe('smoking=true');
    expect(valuesFromParams('roommate', 'all', new URLSearchParams('smoking=true&nonSmoking=true')).smoking).toBe('nonSmoking');
  });

  it('leave unknown or bad values unset and count what is set', () => {
    const values = valuesFromParams('roommate', 'all', new URLSearchParams('rent=lots&gender=Robot&bills=yes&music=true'));
    expect(values).toMatchObject({ amount: 0, gender: '', bills: false, music: true });
    expect(countFilters(values)).toBe(1);
  });
});

describe('search result parameters', () => {
  it('read the place and the tab', () => {
    const params = readSearchParams('?location=lahore&listed=roommate');
    expect(params.location).toBe('lahore');
    expect(params.tab.kind).toBe('roommate');
  });
  it('default to rooms everywhere', () => {
    const params = readSearchParams('');
    expect(params.location).toBe('all');
    expect(params.tab.kind).toBe('room');
  });
  it('accept plurals and map accessories to the accessory kind', () => {
    expect(readSearchParams('listed=accessories').tab.kind).toBe('accessory');
    expect(readSearchParams('listed=rooms').tab.kind).toBe('room');
  });
  it('leave out the NULs a link may carry, keeping the words around them', () => {
    const query = resultsPageQuery('?location=G-11%00%2C%20Islamabad&listed=room%00s&rent=25000%00&na%00me=x');
    expect(query.location).toBe('G-11, Islamabad');
    expect(query.tab.kind).toBe('room');
    expect(query.values.amount).toBe(25000);
    expect(listingsPath(query.first)).not.toContain('%00');
    expect(readSearchParams('?location=%00').location).toBe('all');
  });
  it('read only the orders the server knows', () => {
    expect(readSort(new URLSearchParams('sort=price_desc'))).toBe('price_desc');
    expect(readSort(new URLSearchParams('sort=cheapest'))).toBe('newest');
    expect(apiFilters({ ...emptyAdvanceSearch }, 'newest')).toEqual({});
  });
});

describe('a results page\'s first search', () => {
  it('asks the API for the tab, place, filters of its kind and a non-default order, one way', () => {
    const { first } = resultsPageQuery('?location=%20Lahore%20&listed=rooms&rent=20000&gender=Female&sort=price_asc&utm=x');
    expect(listingsPath(first)).toBe('/api/listings?rent=20000&sort=price_asc&kind=room&location=Lahore');
    expect(listingsPath(resultsPageQuery('').first)).toBe('/api/listings?kind=room&location=all');
  });
});
