import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../commands/field-errors';
import { messages } from '../messages';
import { advancedSearchSchema, listingSearchQuerySchema, toSearchParams } from './search-query';

function errorsOf(input: Record<string, string>): Record<string, string> {
  const result = advancedSearchSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('listingSearchQuerySchema', () => {
  it('defaults to everywhere, first page', () => {
    expect(listingSearchQuerySchema.parse({ kind: 'room' })).toMatchObject({ kind: 'room', location: 'all', limit: 20 });
    expect(listingSearchQuerySchema.parse({ kind: 'room', location: '  ' }).location).toBe('all');
  });

  it('drops empty, zero and unticked filters', () => {
    const query = listingSearchQuerySchema.parse({
      kind: 'room', location: 'Lahore', rent: '0', internet: 'false', bills: 'true', maxRoommate: '', furnished: 'true',
    });
    expect(toSearchParams(query)).toEqual({ kind: 'room', location: 'Lahore', limit: '20', bills: 'true', furnished: 'true' });
  });

  it('keeps the filters of each kind only', () => {
    const roommate = listingSearchQuerySchema.parse({ kind: 'roommate', gender: 'Female', occupation: 'Teacher', age: '25', internet: 'true' });
    expect(roommate).toMatchObject({ gender: 'Female', occupation: 'Teacher', age: 25 });
    expect(roommate).not.toHaveProperty('internet');
    const accessory = listingSearchQuerySchema.parse({ kind: 'accessory', name: ' table ', price: '5000' });
    expect(accessory).toMatchObject({ name: 'table', price: 5000 });
  });

  it('refuses filters that are not numbers or options', () => {
    const result = listingSearchQuerySchema.safeParse({ kind: 'roommate', rent: 'cheap', gender: 'Robot' });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ rent: messages.notANumber, gender: messages.invalidOption });
  });

  it('needs a known kind', () => {
    const result = listingSearchQuerySchema.safeParse({ kind: 'castle' });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ kind: messages.searchKindRequired });
  });

  it('orders boosted-then-newest unless asked for a price order, and refuses an unknown order', () => {
    expect(listingSearchQuerySchema.parse({ kind: 'room' }).sort).toBe('newest');
    expect(listingSearchQuerySchema.parse({ kind: 'room', sort: 'price_asc' }).sort).toBe('price_asc');
    expect(toSearchParams(listingSearchQuerySchema.parse({ kind: 'room', sort: 'price_desc' }))).toMatchObject({ sort: 'price_desc' });
    const result = listingSearchQuerySchema.safeParse({ kind: 'room', sort: 'cheapest' });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ sort: messages.invalidOption });
  });

  it('bounds the page size', () => {
    const result = listingSearchQuerySchema.safeParse({ kind: 'room', limit: '500' });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ limit: messages.searchLimitRange });
  });
});

describe('advancedSearchSchema', () => {
  it("needs an address: 'Please fill the address first!'", () => {
    expect(errorsOf({ kind: 'room' })).toEqual({ address: 'Please fill the address first!' });
    expect(errorsOf({ kind: 'accessory', address: '   ' })).toEqual({ address: messages.searchAddressRequired });
  });

  it('turns the form into query parameters with location', () => {
    const form = advancedSearchSchema.parse({ kind: 'roommate', address: 'Peshawar', rent: '15000', smoking: 'false', music: 'true' });
    expect(toSearchParams(form)).toEqual({ kind: 'roommate', location: 'Peshawar', rent: '15000', music: 'true' });
  });
});
