import { describe, expect, it } from 'vitest';
import { SignInCodes } from './sign-in-codes.js';

const claims = { userId: 'u-1', email: 'ayesha@example.pk', name: 'Ayesha Khan' };

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('one-time sign-in codes', () => {
  it('redeem once for the sign-in they were issued for', () => {
    const codes = new SignInCodes();
    const code = codes.issue(claims);
    expect(codes.redeem(code)).toEqual(claims);
    expect(codes.redeem(code)).toBeNull();
  });

  it('are 32 random bytes in base64url, different every time', () => {
    const codes = new SignInCodes();
    const a = codes.issue(claims);
    const b = codes.issue(claims);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });

  it('work for just under a minute', () => {
    const time = clock();
    const codes = new SignInCodes(time.now);
    const code = codes.issue(claims);
    time.advance(59_999);
    expect(codes.redeem(code)).toEqual(claims);
  });

  it('are refused after a minute, and stay refused', () => {
    const time = clock();
    const codes = new SignInCodes(time.now);
    const code = codes.issue(claims);
    time.advance(60_000);
    expect(codes.redeem(code)).toBeNull();
    expect(codes.redeem(code)).toBeNull();
  });

  it('refuse a code that was never issued', () => {
    expect(new SignInCodes().redeem('made-up')).toBeNull();
  });

  it('forget abandoned codes instead of growing without end', () => {
    const time = clock();
    const codes = new SignInCodes(time.now);
    for (let i = 0; i < 100; i++) codes.issue(claims);
    time.advance(61_000);
    codes.issue(claims);
    expect(codes.size).toBe(1);
  });
});
