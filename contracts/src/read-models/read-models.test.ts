import { describe, expect, expectTypeOf, it } from 'vitest';
import { HTTP_STATUS_OF_ERROR, API_ERROR_CODES, type ApiError } from './api';
import type { ListingCard, ListingDetail, MyListing } from './listing-views';

describe('read DTOs', () => {
  it('give rooms and roommates rent, accessories price', () => {
    expectTypeOf<Extract<ListingCard, { kind: 'room' }>['rent']>().toEqualTypeOf<number>();
    expectTypeOf<Extract<ListingCard, { kind: 'accessory' }>['price']>().toEqualTypeOf<number>();
    expectTypeOf<Extract<ListingDetail, { kind: 'roommate' }>['gender']>().toEqualTypeOf<'Male' | 'Female' | 'Other'>();
    expectTypeOf<MyListing['needsBoost']>().toEqualTypeOf<boolean>();
    expectTypeOf<ListingDetail['nicNumber']>().toEqualTypeOf<string | undefined>();
  });

  it('map every error code to a 4xx or 5xx status', () => {
    for (const code of API_ERROR_CODES) expect(HTTP_STATUS_OF_ERROR[code]).toBeGreaterThanOrEqual(400);
    const body: ApiError = { error: { code: 'validation_failed', message: 'Tagline is required.', fields: { tagline: 'Tagline is required.' } } };
    expect(HTTP_STATUS_OF_ERROR[body.error.code]).toBe(422);
  });
});
