import { describe, expect, it } from 'vitest';
import { advanceResultsPath, countFilters, emptyAdvanceSearch, filterParams, valuesFromParams } from './advance-search-form';

describe('advanced search', () => {
  it('sends only the filters of the chosen kind that were set', () => {
    const path = advanceResultsPath({ ...emptyAdvanceSearch, kind: 'room', address: ' Lahore ', amount: 20000, internet: true, music: true });
    expect(path).toBe('/advanceRoomSearch?location=Lahore&rent=20000&internet=true');
  });
  it('uses price for accessories and searches everywhere without an address', () => {
    expect(advanceResultsPath({ ...emptyAdvanceSearch, kind: 'accessory', amount: 5000, name: 'table' })).toBe(
      '/advanceAccessoriesSearch?location=all&price=5000&name=table',
    );
  });
  it('carries the roommate choices', () => {
    expect(advanceResultsPath({ ...emptyAdvanceSearch, kind: 'roommate', gender: 'Female', occupation: 'student', age: '22' })).toBe(
      '/advanceRoommateSearch?location=all&occupation=student&gender=Female&age=22',
    );
  });
});

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
