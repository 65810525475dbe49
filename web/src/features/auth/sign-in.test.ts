import { describe, expect, it } from 'vitest';
import { addressWithoutSignInCode, readSignInCode, rememberReturnTo, takeReturnTo } from './sign-in-code';

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

  it('brings the person back to the page they signed in from, once, and only to a page of this site', () => {
    const kept = new Map<string, string>();
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    };
    rememberReturnTo({ pathname: '/BoostSuccess', search: '?session_id=cs_1' }, storage);
    expect(takeReturnTo(storage)).toBe('/BoostSuccess?session_id=cs_1');
    expect(takeReturnTo(storage)).toBeNull();
    rememberReturnTo({ pathname: '/', search: '' }, storage);
    expect(takeReturnTo(storage)).toBeNull();
    for (const forged of ['//evil.example/x', '/\\evil.example', 'https://evil.example/']) {
      storage.setItem('kamra.signInReturnTo', forged);
      expect(takeReturnTo(storage)).toBeNull();
    }
  });
});
