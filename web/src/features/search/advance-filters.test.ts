import { describe, expect, it } from 'vitest';
import { readAdvanceQuery } from './advance-filters';

describe('advanced results query', () => {
  it('keeps the set filters and the place', () => {
    expect(readAdvanceQuery('?location=lahore&rent=20000&internet=true&gender=&kind=room')).toEqual({
      location: 'lahore',
      filters: { rent: '20000', internet: 'true' },
    });
  });
  it('searches everywhere without a place', () => {
    expect(readAdvanceQuery('').location).toBe('all');
  });
});
