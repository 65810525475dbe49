import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactLinks, internationalDigits } from './contact-links';

describe('internationalDigits', () => {
  it.each([
    ['0300-1234567', '923001234567'],
    ['0300 123 4567', '923001234567'],
    ['+92 300 1234567', '923001234567'],
    ['0092-300-1234567', '923001234567'],
    ['923001234567', '923001234567'],
    ['3001234567', '923001234567'],
    ['051-2345678', '92512345678'],
    // As recorded before the phone field kept ASCII digits: typed on an Urdu or full-width keyboard.
    ['۰۳۰۰۱۲۳۴۵۶۷', '923001234567'],
    ['۰۳۰۰-1234567', '923001234567'],
    ['+92 ۳۰۰ 1234567', '923001234567'],
    ['０３００１２３４５６７', '923001234567'],
  ])('%s -> %s', (phone, expected) => {
    expect(internationalDigits(phone)).toBe(expected);
  });

  it('turns any 03xx-xxxxxxx however spaced into 923xxxxxxxxx (property)', () => {
    const separator = fc.constantFrom('', ' ', '-');
    fc.assert(fc.property(fc.stringMatching(/^3\d{9}$/), separator, separator, (rest, a, b) => {
      const typed = `0${rest.slice(0, 3)}${a}${rest.slice(3, 6)}${b}${rest.slice(6)}`;
      expect(internationalDigits(typed)).toBe(`92${rest}`);
    }));
  });
});

describe('contactLinks', () => {
  it('build sms:, tel: and wa.me links with the typed message', () => {
    expect(contactLinks('0300-1234567', 'Is the room still available?')).toEqual({
      sms: 'sms:+923001234567?body=Is%20the%20room%20still%20available%3F',
      tel: 'tel:+923001234567',
      whatsapp: 'https://wa.me/923001234567?text=Is%20the%20room%20still%20available%3F',
    });
  });

  it('leave the message out when there is none', () => {
    expect(contactLinks('03001234567', '  ')).toEqual({
      sms: 'sms:+923001234567',
      tel: 'tel:+923001234567',
      whatsapp: 'https://wa.me/923001234567',
    });
  });
});
