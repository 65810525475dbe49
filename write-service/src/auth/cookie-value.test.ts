import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookie-value.js';

describe('a cookie read from the Cookie header', () => {
  it('is found by its name among others, and decoded', () => {
    expect(cookieValue('a=1; kamra_sign_in=abc%2Fd; b=2', 'kamra_sign_in')).toBe('abc/d');
    expect(cookieValue('xkamra_sign_in=1', 'kamra_sign_in')).toBeNull();
    expect(cookieValue(undefined, 'kamra_sign_in')).toBeNull();
  });

  it('is absent, not an error, when its escapes do not decode', () => {
    expect(cookieValue('kamra_oauth_state=%E0%A4%A', 'kamra_oauth_state')).toBeNull();
  });
});
