/**
 * How a seeker contacts a lister: sms: and tel: links (spec section 1) and a WhatsApp link
 * (DESIGN.md). Pakistani numbers are written in international form, e.g. 0300-1234567 ->
 * 923001234567, which wa.me requires and sms:/tel: accept from abroad too.
 */

import { asciiDigits } from '../digits';

const PAKISTAN_CODE = '92';

/** Digits in international form without '+': 03001234567, +92 300 1234567, 0092... -> 923001234567. */
export function internationalDigits(phone: string): string {
  // Numbers recorded before the form folded digits keep them as typed on an Urdu keyboard.
  const digits = asciiDigits(phone).replace(/\D/g, '');
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith(PAKISTAN_CODE)) return digits;
  if (digits.startsWith('0')) return PAKISTAN_CODE + digits.slice(1);
  // A mobile number typed without its leading 0: 3001234567.
  if (digits.length === 10 && digits.startsWith('3')) return PAKISTAN_CODE + digits;
  return digits;
}

export interface ContactLinks {
  sms: string;
  tel: string;
  whatsapp: string;
}

export function contactLinks(phone: string, message: string): ContactLinks {
  const number = internationalDigits(phone);
  const text = message.trim();
  const body = text === '' ? '' : encodeURIComponent(text);
  return {
    sms: body === '' ? `sms:+${number}` : `sms:+${number}?body=${body}`,
    tel: `tel:+${number}`,
    whatsapp: body === '' ? `https://wa.me/${number}` : `https://wa.me/${number}?text=${body}`,
  };
}
