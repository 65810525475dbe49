import { describe, expect, it } from 'vitest';
import { isPhoneVerified } from './phone-verification';

describe('isPhoneVerified (the badge)', () => {
  it("holds when the listing's number is one its owner verified, now", () => {
    expect(isPhoneVerified('+923001234567', ['+923211234567', '+923001234567'])).toBe(true);
    expect(isPhoneVerified('+923001234567', ['+923211234567'])).toBe(false);
    expect(isPhoneVerified('+923001234567', [])).toBe(false);
    expect(isPhoneVerified(null, ['+923001234567'])).toBe(false);
  });
});
