import { describe, expect, it } from 'vitest';
import { emptyAdvanceSearch } from '@kamra/contracts/search';
import { withFilters } from './results-url';

describe('results URL', () => {
  it('keeps the place and tab and adds the filters and a non-default order', () => {
    const values = { ...emptyAdvanceSearch, kind: 'room' as const, amount: 25000, furnished: true };
    expect(withFilters('/searchResult?location=G-11&listed=room', values, 'price_asc')).toBe(
      '/searchResult?location=G-11&listed=room&rent=25000&furnished=true&sort=price_asc',
    );
    expect(withFilters('/searchResult?location=all&listed=room', { ...emptyAdvanceSearch }, 'newest')).toBe('/searchResult?location=all&listed=room');
  });

});
