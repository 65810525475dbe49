import { describe, expect, it } from 'vitest';
import { addressWithoutSignInCode, readSignInCode } from './sign-in-code';

describe('sign-in code in the address', () => {
  it('is read only on the home page', () => {
    expect(readSignInCode({ pathname: '/', search: '?token=abc123' })).toBe('abc123');
    expect(readSignInCode({ pathname: '/aboutUs', search: '?token=abc123' })).toBeNull();
    expect(readSignInCode({ pathname: '/', search: '?token=' })).toBeNull();
    expect(readSignInCode({ pathname: '/', search: '' })).toBeNull();
  });

  it('is removed from the address while other parameters stay', () => {
    expect(addressWithoutSignInCode('https://kamra.pk/?token=abc')).toBe('/');
    expect(addressWithoutSignInCode('https://kamra.pk/?ref=fb&token=abc#top')).toBe('/?ref=fb#top');
  });
});
