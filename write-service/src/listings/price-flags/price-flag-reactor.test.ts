import type { KamraEvent } from '@kamra/contracts/events';
import { describe, expect, it } from 'vitest';
import { judgePrice, reactToPrices } from './price-flag-reactor.js';

const listingId = 'c0ffee00-0000-4000-8000-000000000028';

describe('the price-flag reactor', () => {
  it('asks for a judgement on each new version of a listing, and on nothing else', () => {
    const approved: KamraEvent = { type: 'ListingApproved', data: { listingId } };
    expect(reactToPrices({ event: approved })).toEqual([{ type: 'JudgeListingPrice', listingId }]);
    const others: KamraEvent[] = [
      { type: 'ListingRejected', data: { listingId, reason: 'Blurry' } },
      { type: 'ListingRenewed', data: { listingId, renewedAt: '2025-03-01T00:00:00.000Z', visibleUntil: '2025-04-30T00:00:00.000Z' } },
      { type: 'UserBlocked', data: { userId: 'u1' } },
    ];
    for (const event of others) expect(reactToPrices({ event })).toEqual([]);
  });

  it('flags below half the area\'s median with at least 10 listings to compare', () => {
    const area = { area: 'islamabad/g11', median: 25_000, count: 10 };
    expect(judgePrice({ ...area, amount: 12_499 })).toEqual({ ...area, amount: 12_499 });
    expect(judgePrice({ ...area, amount: 12_500 })).toBeNull();
    expect(judgePrice({ ...area, amount: 5000, count: 9 })).toBeNull();
    expect(judgePrice(null)).toBeNull();
  });
});
