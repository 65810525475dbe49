import { describe, expect, it } from 'vitest';
import { GAZETTEER_AREAS, areaById, areaIdOf, placeOfAddress } from './index';

describe('placeOfAddress', () => {
  it.each([
    ['G-11, Islamabad, Islamabad Capital Territory', 'islamabad', 'islamabad/g11'],
    ['House 5, Street 3, G-11/2, Islamabad', 'islamabad', 'islamabad/g11'],
    ['g11 isb', 'islamabad', 'islamabad/g11'],
    ['Gulberg, Lahore, Punjab', 'lahore', 'lahore/gulberg'],
    ['14-B Gulberg III, Lahore', 'lahore', 'lahore/gulberg'],
    ['DHA Phase 5, Lahore', 'lahore', 'lahore/dha'],
    ['Defence, Karachi', 'karachi', 'karachi/dha'],
    ['Hayatabad Phase 3', 'peshawar', 'peshawar/hayatabad'],
  ])('%s lies in %s, area %s', (address, city, area) => {
    expect(placeOfAddress(address)).toMatchObject({ city, area: { id: area } });
  });

  it('tells a sector from its neighbours: G-12 and F-11 are not G-11', () => {
    expect(placeOfAddress('Street 9, G-12, Islamabad').area?.id).toBe('islamabad/g12');
    expect(placeOfAddress('F-11 Markaz, Islamabad').area?.id).toBe('islamabad/f11');
  });

  it('gives the city without an area when the address names only the city', () => {
    expect(placeOfAddress('Lahore, Punjab')).toEqual({ city: 'lahore', area: null });
    expect(placeOfAddress('karachi')).toEqual({ city: 'karachi', area: null });
  });

  it('names no area that is not in the city the address lies in', () => {
    // DHA is in several cities; alone it tells neither the city nor the area.
    expect(placeOfAddress('DHA')).toEqual({ city: null, area: null });
    expect(placeOfAddress('Street 17')).toEqual({ city: null, area: null });
  });

  it('takes the last area named, as addresses run from the house to the city', () => {
    expect(placeOfAddress('Near Liberty Market, Gulberg, Lahore').area?.id).toBe('lahore/gulberg');
  });

  it('gives every gazetteer area an id of its own, found again by areaById', () => {
    const ids = GAZETTEER_AREAS.map(areaIdOf);
    expect(new Set(ids).size).toBe(ids.length);
    for (const area of GAZETTEER_AREAS) expect(areaById(areaIdOf(area))).toBe(area);
  });

  it('finds each area from its own suggestion label', () => {
    for (const area of GAZETTEER_AREAS) {
      const place = placeOfAddress(`${area.name}, ${area.city}`);
      expect(place.area?.id, `${area.name}, ${area.city}`).toBe(areaIdOf(area));
    }
  });
});
