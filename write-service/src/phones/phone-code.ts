/**
 * One-time codes: made here from the system's random source, and kept only as a keyed hash.
 * The key is the server's secret, so six digits cannot be recovered from the log by trying all
 * million of them; the user id and number are hashed in, so a code is worth nothing for
 * another person or another number.
 */
import { createHmac, randomInt } from 'node:crypto';
import type { Language } from '@kamra/contracts/language';
import { PHONE_CODE } from '@kamra/contracts/rules';

export function newPhoneCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE.digits)).padStart(PHONE_CODE.digits, '0');
}

export function phoneCodeHash(secret: string, userId: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`phone-code\0${userId}\0${phone}\0${code}`).digest('base64url');
}

/**
 * The text sent, in the language the person reads the site in; it names the site so a code
 * forwarded out of context says where it belongs. The Urdu one fits one SMS (70 characters in
 * the encoding Urdu needs).
 */
export function phoneCodeText(code: string, language: Language = 'en'): string {
  if (language === 'ur') return `آپ کا Kamra کوڈ ${code} ہے۔ یہ 10 منٹ تک کارآمد ہے۔ کسی کو نہ بتائیں۔`;
  return `Your Kamra code is ${code}. It is valid for 10 minutes. Do not share it with anyone.`;
}
