import { describe, expect, it } from 'vitest';
import { emptyAdvanceSearch } from '@kamra/contracts/search';
import { LISTING_MINIMUMS } from '@kamra/contracts/limits';
import { LISTING_KINDS } from '@kamra/contracts/options';
import { advanceResultsPath, AMOUNT_STOPS, amountStop } from './advance-search-form';

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

  it("moves the max amount slider from any to a real listing's amount, in steps that grow", () => {
    expect(AMOUNT_STOPS.room[1]).toBe(5000);
    expect(AMOUNT_STOPS.accessory[1]).toBe(500);
    expect(AMOUNT_STOPS.roommate[1]).toBeGreaterThanOrEqual(LISTING_MINIMUMS.roommateRent);
    for (const kind of LISTING_KINDS) {
      const stops = AMOUNT_STOPS[kind];
      expect(stops[0], kind).toBe(0);
      const gaps = stops.slice(2).map((stop, index) => stop - (stops[index + 1] ?? 0));
      gaps.forEach((gap, index) => expect(gap, `${kind} after ${stops[index + 1] ?? ''}`).toBeGreaterThanOrEqual(gaps[index - 1] ?? 0));
      // Every stop is a position of its own, and a search's amount from a link finds its place.
      stops.forEach((stop, index) => expect(amountStop(kind, stop)).toBe(index));
    }
    expect(amountStop('room', 23000)).toBe(AMOUNT_STOPS.room.indexOf(25000));
    expect(amountStop('room', 10_000_000)).toBe(AMOUNT_STOPS.room.length - 1);
    expect(advanceResultsPath({ ...emptyAdvanceSearch, kind: 'room', amount: AMOUNT_STOPS.room[1] ?? 0 })).toBe('/advanceRoomSearch?location=all&rent=5000');
  });
});
