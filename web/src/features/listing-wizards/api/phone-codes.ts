/** The two calls of verifying a phone number: ask for a code, send it back. */
import type { CommandAccepted, PhoneCodeSentAnswer } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';

/** POST /api/me/phone {phone}: a 6-digit code goes to the number by SMS. */
export const sendPhoneCode = (phone: string): Promise<PhoneCodeSentAnswer> =>
  apiFetch('/api/me/phone', { method: 'POST', body: { phone }, parse: objectWith<PhoneCodeSentAnswer>('phone', 'resendAt', 'expiresAt') });

/** POST /api/me/phone/verify {phone, code} */
export const verifyPhoneCode = (phone: string, code: string): Promise<CommandAccepted> =>
  apiFetch('/api/me/phone/verify', { method: 'POST', body: { phone, code }, parse: objectWith<CommandAccepted>('message') });
