import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestLanguage } from './language.js';

describe('the language of a page request', () => {
  it('is the reader\'s cookie first, whatever the browser asks for', () => {
    expect(requestLanguage({ cookie: 'kamra_lang=ur', acceptLanguage: 'en-GB,en;q=0.9' })).toBe('ur');
    expect(requestLanguage({ cookie: 'a=1; kamra_lang=en; b=2', acceptLanguage: 'ur-PK' })).toBe('en');
    expect(requestLanguage({ cookie: ' session=x ;kamra_lang = ur ' })).toBe('ur');
    expect(requestLanguage({ cookie: 'kamra_lang="ur"', acceptLanguage: 'en' })).toBe('ur');
  });

  it('falls back to Accept-Language, Urdu of any region preferred, by q-value', () => {
    expect(requestLanguage({ acceptLanguage: 'ur-PK,ur;q=0.9,en;q=0.8' })).toBe('ur');
    expect(requestLanguage({ acceptLanguage: 'ur' })).toBe('ur');
    expect(requestLanguage({ acceptLanguage: 'UR-in' })).toBe('ur');
    expect(requestLanguage({ acceptLanguage: 'en;q=0.5, ur;q=0.8' })).toBe('ur');
    expect(requestLanguage({ acceptLanguage: 'en-US,en;q=0.9,ur;q=0.8' })).toBe('en');
    expect(requestLanguage({ acceptLanguage: 'fr-FR,fr;q=0.9,ur;q=0.5' })).toBe('ur');
    expect(requestLanguage({ acceptLanguage: 'ur;q=0, en' })).toBe('en');
    expect(requestLanguage({ acceptLanguage: '*;q=0.9, ur;q=0.8' })).toBe('en');
  });

  it('is English when neither names a language Kamra speaks', () => {
    expect(requestLanguage({})).toBe('en');
    expect(requestLanguage({ cookie: 'kamra_lang=fr', acceptLanguage: 'de-DE' })).toBe('en');
    expect(requestLanguage({ cookie: 'kamra_lang=', acceptLanguage: '' })).toBe('en');
  });

  it('reads huge, broken or odd headers as no preference, never throwing', () => {
    expect(requestLanguage({ cookie: `kamra_lang=ur; ${'x'.repeat(10_000)}=1` })).toBe('en');
    expect(requestLanguage({ acceptLanguage: `ur,${'en;q=0.1,'.repeat(2000)}` })).toBe('en');
    expect(requestLanguage({ cookie: 'kamra_lang=ur\u0000', acceptLanguage: 'ur;q=abc' })).toBe('en');
    expect(requestLanguage({ cookie: 'kamra_lang=\u0627\u0631\u062f\u0648', acceptLanguage: '\ud800;;;,,,=q' })).toBe('en');
    fc.assert(fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (cookie, acceptLanguage) => {
      expect(['en', 'ur']).toContain(requestLanguage({ cookie, acceptLanguage }));
    }));
  });

  it('takes a link\'s language after the reader\'s own choice and before their browser\'s', () => {
    expect(requestLanguage({ linked: 'ur', acceptLanguage: 'en-GB' })).toBe('ur');
    expect(requestLanguage({ linked: 'ur', cookie: 'kamra_lang=en' })).toBe('en');
    expect(requestLanguage({ linked: 'en', acceptLanguage: 'ur-PK' })).toBe('en');
    for (const odd of ['urdu', ['ur'], '', ' ur', undefined]) expect(requestLanguage({ linked: odd, acceptLanguage: 'en' })).toBe('en');
  });

  it('reads a link\'s language in any letter case', () => {
    for (const urdu of ['UR', 'Ur', 'uR']) expect(requestLanguage({ linked: urdu, acceptLanguage: 'en' })).toBe('ur');
    expect(requestLanguage({ linked: 'EN', acceptLanguage: 'ur' })).toBe('en');
  });
});
