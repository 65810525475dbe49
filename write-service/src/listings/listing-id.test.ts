import { BadRequestError } from '@kamra/platform';
import { describe, expect, it } from 'vitest';
import { idempotencyKeyOf } from '../commands/idempotency-key.js';
import { listingIdFor, newListingId } from './listing-id.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('listing ids', () => {
  it('derives the same UUID for the same owner and key', () => {
    const id = listingIdFor('user-1', 'key-123');
    expect(id).toMatch(UUID);
    expect(id.charAt(14)).toBe('8');
    expect(listingIdFor('user-1', 'key-123')).toBe(id);
  });
  it('gives another owner with the same key another id', () => {
    expect(listingIdFor('user-2', 'key-123')).not.toBe(listingIdFor('user-1', 'key-123'));
    expect(listingIdFor('user-1', 'key-124')).not.toBe(listingIdFor('user-1', 'key-123'));
  });
  it('makes random ids otherwise', () => {
    expect(newListingId()).not.toBe(newListingId());
  });
  it('reads the Idempotency-Key header', () => {
    expect(idempotencyKeyOf(undefined)).toBeNull();
    expect(idempotencyKeyOf(' abc-123 ')).toBe('abc-123');
    expect(() => idempotencyKeyOf('')).toThrow(BadRequestError);
    expect(() => idempotencyKeyOf('has space')).toThrow(BadRequestError);
    expect(() => idempotencyKeyOf('x'.repeat(201))).toThrow(BadRequestError);
  });
});
