import type { KamraEvent } from '@kamra/contracts/events';
import { describe, expect, it } from 'vitest';
import { judgePrice, liveFieldsOf, reactToPrices } from './price-flag-reactor.js';
import { roomSubmitSchema } from '@kamra/contracts/commands';
import { validRoomInput } from '@kamra/contracts/testing';
import { listingDecider } from '../listing-decider.js';

const listingId = 'c0ffee00-0000-4000-8000-000000000028';

describe('the price-flag reactor', () => {
  it('asks for a judgement on each new version of a listing, and on nothing else', () => {
    const approved: KamraEvent = { type: 'ListingApproved', data: { listingId } };
    expect(reactToPrices({ event: approved })).toEqual([{ type: 'JudgeListingPrice', listingId }]);
    const others: KamraEvent[] = [
      { type: 'ListingRejected', data: { listingId, reason: 'Blurry' } },
      { type: 'ListingRenewed', data: { listingId, renewedAt: '2025-03-01T00:00:00.000Z', visibleUntil: '2025-04-30T00:00:00.000Z' } },
      { type: 'UserBlocked', data: { userId: 'u1' } },
      // The live version stays what it was: nothing new to judge.
      { type: 'ListingRevisionWithdrawn', data: { listingId, withdrawnAt: '2025-03-01T00:00:00.000Z' } },
    ];
    for (const event of others) expect(reactToPrices({ event })).toEqual([]);
  });

  it('judges an approved revision by the amount it puts live, not the version it replaces', () => {
    const fields = { ...roomSubmitSchema.parse(validRoomInput), rent: 9000 };
    const revisionApproved: KamraEvent = {
      type: 'ListingRevisionApproved',
      data: {
        listingId, kind: 'room', fields, pictures: [], profile: { kind: 'avatar', name: 'avatar-2' },
        changes: [{ field: 'rent', from: 25_000, to: 9000 }],
      },
    };
    expect(reactToPrices({ event: revisionApproved })).toEqual([{ type: 'JudgeListingPrice', listingId }]);
    const live = { ...roomSubmitSchema.parse(validRoomInput), rent: 25_000 };
    const state = listingDecider.evolve(listingDecider.initialState(), {
      type: 'ListingSubmitted',
      data: { listingId, ownerId: 'u1', kind: 'room', fields: live, pictures: [], profile: { kind: 'avatar', name: 'avatar-2' }, submittedAt: '2025-03-01T00:00:00.000Z' },
    });
    expect(liveFieldsOf(revisionApproved, state)).toMatchObject({ kind: 'room', fields: { rent: 9000 } });
    // A first approval puts live the content under review, which the aggregate holds.
    expect(liveFieldsOf({ type: 'ListingApproved', data: { listingId } }, state)).toMatchObject({ kind: 'room', fields: { rent: 25_000 } });
  });

  it('flags below half the area\'s median with at least 10 listings to compare', () => {
    const area = { area: 'islamabad/g11', median: 25_000, count: 10 };
    expect(judgePrice({ ...area, amount: 12_499 })).toEqual({ ...area, amount: 12_499 });
    expect(judgePrice({ ...area, amount: 12_500 })).toBeNull();
    expect(judgePrice({ ...area, amount: 5000, count: 9 })).toBeNull();
    expect(judgePrice(null)).toBeNull();
  });
});
