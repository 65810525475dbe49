import { describe, expect, it } from 'vitest';
import type { KamraEvent } from '@kamra/contracts/events';
import { decisionKey, DECISION_NEWS_DAYS, ownerNotice, reactToListings, type AlertEffect } from './alerts-reactor.js';

const listingId = 'l1';
const react = (event: KamraEvent) => reactToListings({ event });

describe('alerts reactor: which events ask for alerts', () => {
  it('an approval is matched against saved searches and told to the owner', () => {
    expect(react({ type: 'ListingApproved', data: { listingId } })).toEqual([
      { type: 'MatchSearches', listingId },
      { type: 'TellOwner', listingId, decision: 'listing_approved', reason: null, decidedBy: null },
    ]);
  });

  it('a refusal, of a listing or of changes to it, is told to the owner with its reason, naming who decided', () => {
    const decided = (event: KamraEvent) => reactToListings({ event, actorId: 'admin1' });
    expect(decided({ type: 'ListingRejected', data: { listingId, reason: 'Blurry pictures' } }))
      .toEqual([{ type: 'TellOwner', listingId, decision: 'listing_rejected', reason: 'Blurry pictures', decidedBy: 'admin1' }]);
    expect(decided({ type: 'ListingRevisionRejected', data: { listingId, reason: 'Rent looks wrong' } }))
      .toEqual([{ type: 'TellOwner', listingId, decision: 'listing_revision_rejected', reason: 'Rent looks wrong', decidedBy: 'admin1' }]);
  });

  it('a sale, a letting and a removal are told to keepers', () => {
    expect(react({ type: 'ListingClosed', data: { listingId, outcome: 'sold', closedAt: '2026-03-01T10:00:00.000Z' } }))
      .toEqual([{ type: 'TellFavourites', listingId, news: 'favourite_closed', text: 'was sold' }]);
    expect(react({ type: 'ListingDeleted', data: { listingId, by: 'owner' } }))
      .toEqual([{ type: 'TellFavourites', listingId, news: 'favourite_removed', text: 'was removed' }]);
  });

  it('events that change nothing a seeker or an owner follows ask for nothing', () => {
    expect(react({ type: 'FavouriteAdded', data: { userId: 'u1', listingId } })).toEqual([]);
    // Withdrawn changes never went live: seekers saw nothing change.
    expect(react({ type: 'ListingRevisionWithdrawn', data: { listingId, withdrawnAt: '2025-03-01T00:00:00.000Z' } })).toEqual([]);
  });
});

describe('alerts reactor: what an owner is told of a decision', () => {
  const owner = { userId: 'u1', email: 'lubna@example.pk', blocked: false };
  const now = new Date('2026-03-10T10:00:00.000Z');
  const fresh = { decidedAt: new Date('2026-03-10T09:59:00.000Z'), now };
  const tell = (decision: Extract<AlertEffect, { type: 'TellOwner' }>['decision'], reason: string | null, decidedBy: string | null = 'admin1') =>
    ({ type: 'TellOwner' as const, listingId, decision, reason, decidedBy });

  it('names the listing by its tagline, and a refusal its reason', () => {
    expect(ownerNotice(tell('listing_approved', null), owner, 'Sunny room', fresh)).toEqual({
      userId: 'u1', email: 'lubna@example.pk', kind: 'listing_approved', text: 'Your listing “Sunny room” was approved and is public now.', reason: null,
    });
    expect(ownerNotice(tell('listing_rejected', 'Blurry pictures'), owner, 'Sunny room', fresh)?.text)
      .toBe('Your listing “Sunny room” was not approved. Reason: Blurry pictures');
    expect(ownerNotice(tell('listing_revision_approved', null), owner, 'Sunny room', fresh)?.text)
      .toBe('Your changes to “Sunny room” were approved and are public now.');
    expect(ownerNotice(tell('listing_revision_rejected', 'Rent looks wrong'), owner, 'Sunny room', fresh)).toMatchObject({
      kind: 'listing_revision_rejected', reason: 'Rent looks wrong',
      text: 'Your changes to “Sunny room” were not approved; the listing stays as it was. Reason: Rent looks wrong',
    });
  });

  it('tells nobody when the admin decided on their own listing, the owner is blocked, or not known', () => {
    expect(ownerNotice(tell('listing_approved', null, 'u1'), owner, 'Sunny room', fresh)).toBeNull();
    expect(ownerNotice(tell('listing_rejected', 'Spam'), { ...owner, blocked: true }, 'Sunny room', fresh)).toBeNull();
    expect(ownerNotice(tell('listing_approved', null), null, 'Sunny room', fresh)).toBeNull();
  });

  it('tells a decision up to a week old, for a reactor that was down, but not an older one, for a reactor run from nothing', () => {
    const daysAgo = (days: number) => ({ decidedAt: new Date(now.getTime() - days * 86_400_000), now });
    expect(ownerNotice(tell('listing_approved', null), owner, 'Sunny room', daysAgo(DECISION_NEWS_DAYS))).not.toBeNull();
    expect(ownerNotice(tell('listing_approved', null), owner, 'Sunny room', daysAgo(DECISION_NEWS_DAYS + 0.01))).toBeNull();
  });

  it('keys each notice by the decision\'s own event, so a repeat of it adds nothing and a later decision does', () => {
    expect(decisionKey('e1')).toBe('decision:e1');
    expect(decisionKey('e1')).not.toBe(decisionKey('e2'));
  });
});
