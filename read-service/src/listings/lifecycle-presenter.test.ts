import { describe, expect, it } from 'vitest';
import { priceFlagView } from './lifecycle-presenter.js';

describe('a price flag as admins see it', () => {
  it('names its area in English and in Urdu, as the gazetteer does', () => {
    expect(priceFlagView({ amount: 9000, area: 'karachi/gulbergtown', median: 25_500, count: 10 }))
      .toEqual({ amount: 9000, areaName: 'Gulberg Town', areaUrduName: 'گلبرگ ٹاؤن', median: 25_500, count: 10 });
  });

  it('keeps the stored area as its name when the gazetteer no longer knows it', () => {
    expect(priceFlagView({ amount: 9000, area: 'nowhere/gone', median: 25_500, count: 10 }))
      .toMatchObject({ areaName: 'nowhere/gone', areaUrduName: null });
  });
});
