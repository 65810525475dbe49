import { describe, expect, it } from 'vitest';
import { boostEndText, boostOffer, packagePrice } from './boost-offer';

const now = new Date('2026-11-23T12:00:00.000Z');

describe('what the owner is offered', () => {
  it('offers the packages on an approved listing never boosted', () => {
    expect(boostOffer({ status: 'approved', boostedUntil: null }, now)).toEqual({ kind: 'packages', ended: false });
  });

  it('offers them again, as the ended prompt, once the boost has run out', () => {
    expect(boostOffer({ status: 'approved', boostedUntil: '2026-11-20T12:00:00.000Z' }, now)).toEqual({ kind: 'packages', ended: true });
  });

  it('shows the end of a running boost instead', () => {
    expect(boostOffer({ status: 'approved', boostedUntil: '2026-11-30T12:00:00.000Z' }, now)).toEqual({ kind: 'boosted', until: '2026-11-30T12:00:00.000Z' });
  });

  it('offers nothing on a pending, rejected or deleted listing', () => {
    expect(boostOffer({ status: 'pending', boostedUntil: null }, now)).toEqual({ kind: 'none' });
    expect(boostOffer({ status: 'rejected', boostedUntil: null }, now)).toEqual({ kind: 'none' });
    expect(boostOffer({ status: 'approved', boostedUntil: null, deleted: true }, now)).toEqual({ kind: 'none' });
  });
});

describe('boost texts', () => {
  it("writes the end in Pakistan's time and prices in PKR", () => {
    expect(boostEndText('2026-11-30T12:00:00.000Z')).toBe('30 Nov 2026, 17:00');
    expect(packagePrice(10000)).toBe('PKR 10,000');
  });
});
