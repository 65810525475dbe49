import { describe, expect, it } from 'vitest';
import { emptyAdvanceSearch } from '@kamra/contracts/search';
import { advanceResultsPath } from './advance-search-form';

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
