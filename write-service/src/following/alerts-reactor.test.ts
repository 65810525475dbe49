import { describe, expect, it } from 'vitest';
import type { KamraEvent } from '@kamra/contracts/events';
import { reactToListings } from './alerts-reactor.js';

const listingId = 'l1';
const react = (event: KamraEvent) => reactToListings({ event });

describe('alerts reactor: which events ask for alerts', () => {
  it('an approval is matched against saved searches', () => {
    expect(react({ type: 'ListingApproved', data: { listingId } })).toEqual([{ type: 'MatchSearches', listingId }]);
  });

  it('a sale, a letting and a removal are told to keepers', () => {
    expect(react({ type: 'ListingClosed', data: { listingId, outcome: 'sold', closedAt: '2026-03-01T10:00:00.000Z' } }))
      .toEqual([{ type: 'TellFavourites', listingId, news: 'favourite_closed', text: 'was sold' }]);
    expect(react({ type: 'ListingDeleted', data: { listingId, by: 'owner' } }))
      .toEqual([{ type: 'TellFavourites', listingId, news: 'favourite_removed', text: 'was removed' }]);
  });

  it('events that change nothing a seeker follows ask for nothing', () => {
    expect(react({ type: 'ListingRejected', data: { listingId, reason: 'Blurry pictures' } })).toEqual([]);
    expect(react({ type: 'FavouriteAdded', data: { userId: 'u1', listingId } })).toEqual([]);
  });
});
