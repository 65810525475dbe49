import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemTerms } from './index';

/** Does an item of this name match these search words, as search compares them? */
const matches = (name: string, search: string): boolean => {
  const stored = new Set(itemTerms(name));
  return itemTerms(search).every((term) => stored.has(term));
};

describe('item terms', () => {
  it.each([
    ['Haier Refrigerator, 12 cubic feet', 'fridge'],
    ['Fridge', 'refrigerator'],
    ['Two single beds', 'bed'],
    ['Bed', 'beds'],
    ['Wooden almirah', 'wardrobe'],
    ['Steel cupboard', 'almari'],
    ['3 seater couch', 'sofa'],
    ['Gree 1.5 ton Inverter AC', 'air conditioner'],
    ['Split AC', 'ac'],
    ['Book shelves', 'shelf'],
    ['Study table with chair', 'desk'],
    ['Study table with chair', 'chair'],
    ['Room cooler', 'cooler'],
    ['Ironing board', 'iron stand'],
    ['Dressing Table', 'dresser'],
  ])('finds %s for %s', (name, search) => {
    expect(matches(name, search)).toBe(true);
  });

  it.each([
    ['Fridge', 'bed'],
    ['Sofa', 'sofa bed'],
    ['Table lamp', 'desk'],
    ['Ceiling fan', 'heater'],
  ])('does not find %s for %s', (name, search) => {
    expect(matches(name, search)).toBe(false);
  });

  it('reads case, accents and punctuation alike', () => {
    expect(itemTerms('FRIDGE!!')).toEqual(itemTerms('fridge'));
    expect(itemTerms('Café-chair')).toEqual(['cafe', 'chair']);
  });

  it('always finds an item by its own name, whatever the name', () => {
    fc.assert(fc.property(fc.string({ maxLength: 60 }), (name) => {
      expect(matches(name, name)).toBe(true);
    }));
  });
});
