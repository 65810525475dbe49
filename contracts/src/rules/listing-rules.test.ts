import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boostUntil, isBoosted, isNewListing, isPublicAt, maySeeListing, needsBoost, type BoostableListing, type ListingVisibility,
} from './listing-rules';
import { DAY_MS } from './time';

const now = '2025-03-10T12:00:00.000Z';
const later = (days: number) => new Date(Date.parse(now) + days * DAY_MS).toISOString();

describe('who may see a listing', () => {
  const owner = { userId: 'owner', isAdmin: false };
  const stranger = { userId: 'someone', isAdmin: false };
  const admin = { userId: 'admin', isAdmin: true };
  const open: ListingVisibility = { status: 'approved', deleted: false, closed: null, expiresAt: later(30), ownerBlocked: false };

  it('shows an approved, open listing inside its 60 days to everyone, visitors included', () => {
    const listing = { ...open, ownerId: 'owner' };
    expect(isPublicAt(listing, now)).toBe(true);
    for (const viewer of [null, stranger, owner, admin]) expect(maySeeListing(listing, viewer, now)).toBe(true);
  });

  it.each([
    ['pending', { ...open, status: 'pending', expiresAt: null }],
    ['rejected', { ...open, status: 'rejected', expiresAt: null }],
    ['closed', { ...open, closed: 'sold' }],
    ['expired', { ...open, expiresAt: now }],
    ["blocked owner's", { ...open, ownerBlocked: true }],
  ] as const)('shows a %s listing only to its owner and the admins', (_state, visibility) => {
    const listing = { ...visibility, ownerId: 'owner' };
    expect(isPublicAt(listing, now)).toBe(false);
    expect([null, stranger, owner, admin].map((viewer) => maySeeListing(listing, viewer, now))).toEqual([false, false, true, true]);
  });

  it('expires at the instant its 60 days end, not a millisecond before', () => {
    expect(isPublicAt({ ...open, expiresAt: new Date(Date.parse(now) + 1).toISOString() }, now)).toBe(true);
    expect(isPublicAt({ ...open, expiresAt: now }, now)).toBe(false);
  });

  it('never expires an approval that recorded no end (approved before listings expired)', () => {
    expect(isPublicAt({ ...open, expiresAt: null }, later(1000))).toBe(true);
  });

  it('shows a blocked owner\'s listing again, unchanged, once the block is lifted', () => {
    const listing = { ...open, ownerId: 'owner' };
    expect(maySeeListing({ ...listing, ownerBlocked: true }, stranger, now)).toBe(false);
    expect(maySeeListing({ ...listing, ownerBlocked: false }, stranger, now)).toBe(true);
  });

  it('shows a deleted listing to nobody', () => {
    for (const status of ['pending', 'approved', 'rejected'] as const) {
      const listing = { ...open, status, deleted: true, ownerId: 'owner' };
      expect(isPublicAt(listing, now)).toBe(false);
      for (const viewer of [null, stranger, owner, admin]) expect(maySeeListing(listing, viewer, now)).toBe(false);
    }
  });
});

describe('isNewListing (NEW badge: posted 0 to 3 days ago)', () => {
  it.each([
    [0, true], [-1, true], [-3, true], [-3.0001, false], [-10, false],
  ])('posted %d days from now -> %s', (days, expected) => {
    expect(isNewListing(later(days), now)).toBe(expected);
  });

  it('treats a time slightly ahead of now as new', () => {
    expect(isNewListing(later(0.001), now)).toBe(true);
  });
});

describe('boost rules', () => {
  const approved = (boostedUntil: string | null): BoostableListing => ({ status: 'approved', deleted: false, closed: null, expiresAt: later(30), ownerBlocked: false, boostedUntil });

  it('boosted means public, and the end not in the past', () => {
    expect(isBoosted(approved(later(2)), now)).toBe(true);
    expect(isBoosted(approved(now), now)).toBe(true);
    expect(isBoosted(approved(later(-0.5)), now)).toBe(false);
    expect(isBoosted(approved(null), now)).toBe(false);
    expect(isBoosted({ ...approved(later(2)), status: 'pending' }, now)).toBe(false);
    expect(isBoosted({ ...approved(later(2)), status: 'rejected' }, now)).toBe(false);
    expect(isBoosted({ ...approved(later(2)), deleted: true }, now)).toBe(false);
    expect(isBoosted({ ...approved(later(2)), closed: 'rented' }, now)).toBe(false);
    expect(isBoosted({ ...approved(later(2)), expiresAt: later(-1) }, now)).toBe(false);
  });

  it('prompts the owner of a public listing whose boost ended or never began', () => {
    expect(needsBoost(approved(null), now)).toBe(true);
    expect(needsBoost(approved(later(-1)), now)).toBe(true);
    expect(needsBoost(approved(later(1)), now)).toBe(false);
    expect(needsBoost({ ...approved(null), status: 'pending' }, now)).toBe(false);
    expect(needsBoost({ ...approved(null), deleted: true }, now)).toBe(false);
    // Closed or expired: not in search, so nothing to boost.
    expect(needsBoost({ ...approved(null), closed: 'sold' }, now)).toBe(false);
    expect(needsBoost({ ...approved(null), expiresAt: later(-1) }, now)).toBe(false);
  });

  it('an approved live listing is exactly one of boosted or needing a boost (property)', () => {
    fc.assert(fc.property(fc.option(fc.integer({ min: -30, max: 30 })), (days) => {
      const listing = approved(days === null ? null : later(days));
      expect(isBoosted(listing, now)).not.toBe(needsBoost(listing, now));
    }));
  });

  it('a boost of n days ends n days after it starts', () => {
    expect(boostUntil(now, 3)).toBe('2025-03-13T12:00:00.000Z');
    expect(boostUntil(new Date(now), 15)).toBe('2025-03-25T12:00:00.000Z');
  });
});
