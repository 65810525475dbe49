import type { ListingEvent } from '@kamra/contracts/events';
import { describe, it } from 'vitest';
import { deciderSpec } from '../../testing/decider-spec.js';
import { listingDecider } from '../listing-decider.js';
import type { FlagListingPrice } from './price-flag-decisions.js';

const spec = deciderSpec(listingDecider);
const listingId = 'c0ffee00-0000-4000-8000-000000000028';
const picture = { file: 'cccccccccccccccccccccccccccccccc.webp', thumb: 'cccccccccccccccccccccccccccccccc-400.webp', width: 800, height: 600 };
const submitted: ListingEvent = {
  type: 'ListingSubmitted',
  data: {
    listingId, ownerId: 'owner-1', kind: 'room', pictures: [picture, picture, picture], profile: { kind: 'avatar', name: 'avatar-2' },
    submittedAt: '2025-03-01T09:00:00.000Z',
    fields: {
      type: 'House Room', tagline: 'Sunny room', address: 'Street 4, G-11/2, Islamabad', rent: 8000, listerName: 'Sara', phone: '0300 1234567',
      condition: 'In a good shape', kitchen: 'Shared', bathroom: 'Private', bathroomType: 'English', furnished: false,
      features: { furnished: [], features: [], secondaryFeatures: [] }, availableFrom: '2025-03-15',
    },
  },
};
const approved: ListingEvent = { type: 'ListingApproved', data: { listingId, approvedAt: '2025-03-02T10:00:00.000Z' } };
const now = '2025-03-02T10:00:05.000Z';
const flag = (version: number): FlagListingPrice => ({
  type: 'FlagListingPrice', listingId, version, amount: 8000, area: 'islamabad/g11', median: 25000, count: 12, now,
});
const flagged = (version: number): ListingEvent => ({
  type: 'ListingPriceFlagged', data: { listingId, version, amount: 8000, area: 'islamabad/g11', median: 25000, count: 12, flaggedAt: now },
});

describe('flagging a listing\'s price', () => {
  it('records the flag of the approved version with the figures it was judged against', () => {
    spec.given([submitted, approved]).when(flag(1)).then([flagged(1)]);
  });

  it('records it once per version: a second reactor or a restart judging the same approval changes nothing', () => {
    spec.given([submitted, approved, flagged(1)]).when(flag(1)).thenNothingHappened();
  });

  it('ignores a judgement of a version that is not the current one', () => {
    spec.given([submitted, approved]).when(flag(2)).thenNothingHappened();
    spec.given([submitted, approved]).when(flag(0)).thenNothingHappened();
  });

  it('never flags a pending or deleted listing', () => {
    spec.given([submitted]).when(flag(0)).thenNothingHappened();
    spec.given([submitted, approved, { type: 'ListingDeleted', data: { listingId, by: 'owner' } }]).when(flag(1)).thenNothingHappened();
    spec.given([]).when(flag(1)).thenNothingHappened();
  });
});
