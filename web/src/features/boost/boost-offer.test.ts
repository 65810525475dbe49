import { beforeAll, describe, expect, it } from 'vitest';
import { loadEveryNamespace } from '../../i18n/testing';
import { boostEndText, boostOffer, packagePrice } from './boost-offer';

beforeAll(loadEveryNamespace);

describe('what the owner is offered, as the server decides it', () => {
  it('offers the packages on a listing the owner may boost, never boosted', () => {
    expect(boostOffer({ boosted: false, boostedUntil: null, mayBoost: true })).toEqual({ kind: 'packages', ended: false });
  });

  it('offers them again, as the ended prompt, once the boost has run out', () => {
    expect(boostOffer({ boosted: false, boostedUntil: '2026-11-20T12:00:00.000Z', mayBoost: true })).toEqual({ kind: 'packages', ended: true });
  });

  it('shows the end of a running boost instead', () => {
    expect(boostOffer({ boosted: true, boostedUntil: '2026-11-30T12:00:00.000Z', mayBoost: true })).toEqual({ kind: 'boosted', until: '2026-11-30T12:00:00.000Z' });
  });

  it('offers nothing when the server says the listing cannot be boosted', () => {
    expect(boostOffer({ boosted: false, boostedUntil: null, mayBoost: false })).toEqual({ kind: 'none' });
    expect(boostOffer({ boosted: false, boostedUntil: '2026-11-20T12:00:00.000Z', mayBoost: false })).toEqual({ kind: 'none' });
  });
});

describe('boost texts', () => {
  it("writes the end in Pakistan's time and prices in PKR", () => {
    expect(boostEndText('2026-11-30T12:00:00.000Z')).toBe('30 Nov 2026, 17:00');
    expect(packagePrice(10000)).toBe('PKR 10,000');
  });
});
