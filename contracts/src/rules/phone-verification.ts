/**
 * The rules of verifying a phone number by a one-time code, and the one rule of the badge.
 * Pure and free of the phone library, so the read side, the web and the write side share them.
 */
import { asciiDigits } from '../digits';
import type { Language } from '../language';

export const PHONE_CODE = {
  /** Digits in a code. */
  digits: 6,
  /** How long a code may be used after it was sent. */
  validMs: 10 * 60_000,
  /** Wrong codes before the pending code is locked and a new one must be asked for. */
  maxTries: 5,
  /** Between two codes sent to the same number. */
  resendMs: 60_000,
  /** Codes one person may ask for within resendWindowMs, whatever the numbers. */
  perWindow: 5,
  resendWindowMs: 60 * 60_000,
  /**
   * Codes to one number whoever asks, within numberWindowMs: the per-person limits live on each
   * person's stream, so many accounts could otherwise flood one stranger's phone.
   */
  perNumber: 3,
  numberWindowMs: 10 * 60_000,
} as const;

export const PHONE_CODE_PATTERN = new RegExp(`^\\d{${PHONE_CODE.digits}}$`);

/**
 * The badge: a listing's number counts as verified when it is, now, one of the numbers its
 * owner verified. Judged at reading time, so removing a number or editing a listing to another
 * number loses the badge at once. `phone` is the listing's E.164 form (null: it never parsed).
 */
export function isPhoneVerified(phone: string | null, verifiedPhones: Iterable<string>): boolean {
  if (phone === null) return false;
  for (const verified of verifiedPhones) if (verified === phone) return true;
  return false;
}

/**
 * A code as a person typed it, as the digits it is: pasted as the message groups it ('123 456'),
 * or typed on an Urdu keyboard ('۱۲۳') or a phone's full-width one ('１２３').
 */
export function typedPhoneCode(typed: string): string {
  return asciiDigits(typed.replace(/[\s-]/g, ''));
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
