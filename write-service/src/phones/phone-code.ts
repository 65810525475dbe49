/**
 * One-time codes: made here from the system's random source, and kept only as a keyed hash.
 * The key is the server's secret, so six digits cannot be recovered from the log by trying all
 * million of them; the user id and number are hashed in, so a code is worth nothing for
 * another person or another number.
 */
import { createHmac, randomInt } from 'node:crypto';
import { PHONE_CODE } from '@kamra/contracts/rules';

export function newPhoneCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE.digits)).padStart(PHONE_CODE.digits, '0');
}

export function phoneCodeHash(secret: string, userId: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`phone-code\0${userId}\0${phone}\0${code}`).digest('base64url');
}
