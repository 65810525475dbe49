import { describe, expect, it } from 'vitest';
import { listingSearchQuerySchema, type ListingSearchQuery } from '@kamra/contracts/queries';
import { searchKey } from './search-answer.js';
import { queryStringOf, SearchReadings } from './search-readings.js';

function reader(readings: SearchReadings) {
  let reads = 0;
  const of = (queryString: string) => readings.of(queryString, () => {
    reads += 1;
    return listingSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(queryString))) as ListingSearchQuery;
  });
  return { of, reads: () => reads };
}

describe('search readings', () => {
  it('reads a query string once and gives the same search and page key after', () => {
    const { of, reads } = reader(new SearchReadings({ maxEntries: 10, maxLength: 1000 }));
    const first = of('kind=room&location=Lahore&rent=20000');
    const again = of('kind=room&location=Lahore&rent=20000');
    expect(again).toBe(first);
    expect(reads()).toBe(1);
    expect(first.key).toBe(searchKey(first.query));
    // What is shared between requests cannot be changed by one of them.
    expect(Object.isFrozen(first.query)).toBe(true);
  });

  it('keeps nothing of a query string that is not a search: it is refused every time', () => {
    const { of, reads } = reader(new SearchReadings({ maxEntries: 10, maxLength: 1000 }));
    expect(() => of('kind=castle&location=all')).toThrow();
    expect(() => of('kind=castle&location=all')).toThrow();
    expect(reads()).toBe(2);
  });

  it('holds at most maxEntries, the least recently asked going first, and reads long query strings every time', () => {
    const readings = new SearchReadings({ maxEntries: 3, maxLength: 60 });
    const { of, reads } = reader(readings);
    for (const city of ['lahore', 'karachi', 'islamabad']) of(`kind=room&location=${city}`);
    // Lahore is asked again, so Karachi is now the least recent and goes when Quetta comes.
    of('kind=room&location=lahore');
    of('kind=room&location=quetta');
    expect(readings.size).toBe(3);
    expect(reads()).toBe(4);
    of('kind=room&location=lahore');
    expect(reads()).toBe(4);
    of('kind=room&location=karachi');
    expect(reads()).toBe(5);
    const long = `kind=room&location=${'street '.repeat(20)}`;
    of(long);
    of(long);
    expect(reads()).toBe(7);
    expect(readings.size).toBe(3);
  });

  it('takes the query string from a URL', () => {
    expect(queryStringOf('/api/listings?kind=room&location=all')).toBe('kind=room&location=all');
    expect(queryStringOf('/api/listings')).toBe('');
    expect(queryStringOf('/api/listings?')).toBe('');
  });
});
