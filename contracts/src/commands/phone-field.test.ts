import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { pakistaniPhone, phoneForDisplay } from '../phone/pakistani-phone';
import { phoneNumber } from './phone-field';
import { verifyPhoneSchema } from './phone-commands';

describe('the phone field', () => {
  const phone = phoneNumber();

  it('takes every way of writing one Pakistani number, kept as typed, all one E.164 number', () => {
    const typed = ['0300-1234567', '0300 1234567', '+92 300 1234567', '923001234567', '03001234567', '0092 300 1234567', '(0300) 1234567', '+92-300-1234567'];
    for (const text of typed) {
      expect(phone.parse(text)).toBe(text);
      expect(pakistaniPhone(text)).toBe('+923001234567');
    }
    expect(pakistaniPhone('051-2345678')).toBe('+92512345678');
    expect(phoneForDisplay('+923001234567')).toBe('0300 1234567');
    expect(pakistaniPhone(phoneForDisplay('+923001234567'))).toBe('+923001234567');
  });

  it('keeps a number typed on an Urdu, Arabic or full-width keyboard in the digits a dialler reads', () => {
    for (const [typed, kept] of [['۰۳۰۰-۱۲۳۴۵۶۷', '0300-1234567'], ['+92 ۳۰۰ 1234567', '+92 300 1234567'], ['٠٣٠٠١٢٣٤٥٦٧', '03001234567'], ['０３００１２３４５６７', '03001234567']]) {
      expect(phone.parse(typed)).toBe(kept);
    }
  });

  it("refuses what is not a Pakistani number with the spec's phone message", () => {
    expect(phone.safeParse('').error?.issues[0]?.message).toBe(messages.phoneRequired);
    for (const text of ['12-34', '0300-123456', '03001234567x', 'call 0300 1234567', '+1 202 555 0100', '0300 1234567 ext. 12', 'abc']) {
      expect(phone.safeParse(text).error?.issues[0]?.message, text).toBe(messages.phoneInvalid);
    }
  });

  it('accepts exactly what pakistaniPhone reads (property)', () => {
    const phoneChar = fc.constantFrom(...'0123456789 -+()x'.split(''));
    fc.assert(fc.property(fc.array(phoneChar, { maxLength: 20 }).map((chars) => chars.join('')), (text) => {
      const trimmed = text.trim();
      expect(phone.safeParse(text).success).toBe(trimmed !== '' && pakistaniPhone(trimmed) !== null);
    }));
  });
});

describe('the code sent back', () => {
  it('is 6 digits, as grouped in the message or not', () => {
    expect(verifyPhoneSchema.parse({ phone: '0300 1234567', code: '123 456' }).code).toBe('123456');
    expect(verifyPhoneSchema.safeParse({ phone: '0300 1234567', code: '' }).error?.issues[0]?.message).toBe(messages.phoneCodeRequired);
    expect(verifyPhoneSchema.safeParse({ phone: '0300 1234567', code: '12345' }).error?.issues[0]?.message).toBe(messages.phoneCodeInvalid);
    expect(verifyPhoneSchema.safeParse({ phone: '0300 1234567', code: '12345a' }).error?.issues[0]?.message).toBe(messages.phoneCodeInvalid);
  });

  it('takes the digits an Urdu keyboard or a full-width one types', () => {
    expect(verifyPhoneSchema.parse({ phone: '0300 1234567', code: '۱۲۳ ۴۵۰' }).code).toBe('123450');
    expect(verifyPhoneSchema.parse({ phone: '0300 1234567', code: '١٢٣٤٥٦' }).code).toBe('123456');
    expect(verifyPhoneSchema.parse({ phone: '0300 1234567', code: '１２３４５９' }).code).toBe('123459');
    expect(verifyPhoneSchema.safeParse({ phone: '0300 1234567', code: '۱۲۳۴۵' }).error?.issues[0]?.message).toBe(messages.phoneCodeInvalid);
  });
});
