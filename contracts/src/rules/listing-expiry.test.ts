import { describe, expect, it } from 'vitest';
import { boostEndWithin, isExpired, mayRenew, renewableFrom, visibleUntil } from './listing-expiry';

describe('listing expiry', () => {
  it('shows a listing for 60 days and opens renewal 7 days before the end', () => {
    expect(visibleUntil('2025-03-01T00:00:00.000Z')).toBe('2025-04-30T00:00:00.000Z');
    expect(renewableFrom('2025-04-30T00:00:00.000Z')).toBe('2025-04-23T00:00:00.000Z');
    expect(mayRenew('2025-04-30T00:00:00.000Z', '2025-04-22T23:59:59.999Z')).toBe(false);
    expect(mayRenew('2025-04-30T00:00:00.000Z', '2025-04-23T00:00:00.000Z')).toBe(true);
    expect(mayRenew('2025-04-30T00:00:00.000Z', '2025-06-01T00:00:00.000Z')).toBe(true);
  });
  it('expires at the end instant', () => {
    expect(isExpired('2025-04-30T00:00:00.000Z', '2025-04-29T23:59:59.999Z')).toBe(false);
    expect(isExpired('2025-04-30T00:00:00.000Z', '2025-04-30T00:00:00.000Z')).toBe(true);
  });
  it('never lets a boost outlive the listing', () => {
    expect(boostEndWithin('2025-05-10T00:00:00.000Z', '2025-04-30T00:00:00.000Z')).toBe('2025-04-30T00:00:00.000Z');
    expect(boostEndWithin('2025-04-10T00:00:00.000Z', '2025-04-30T00:00:00.000Z')).toBe('2025-04-10T00:00:00.000Z');
    expect(boostEndWithin(null, '2025-04-30T00:00:00.000Z')).toBeNull();
    expect(boostEndWithin('2025-04-10T00:00:00.000Z', null)).toBe('2025-04-10T00:00:00.000Z');
  });
});
