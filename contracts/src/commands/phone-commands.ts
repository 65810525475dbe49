/** Verifying one's phone number: ask for a code, then send it back. */
import { z } from 'zod';
import { messages } from '../messages';
import { PHONE_CODE_PATTERN, typedPhoneCode } from '../rules/phone-verification';
import { blankLineToUndefined, text } from './form-fields';
import { phoneNumber } from './phone-field';

const code = z.preprocess(
  blankLineToUndefined,
  text({ limit: 'phoneCode', shape: 'line', tooLong: messages.phoneCodeInvalid }, messages.phoneCodeRequired)
    .transform(typedPhoneCode)
    .pipe(z.string().regex(PHONE_CODE_PATTERN, messages.phoneCodeInvalid)),
);

/** POST /api/me/phone {phone}: send a code to this number. */
export const sendPhoneCodeSchema = z.object({ phone: phoneNumber() });
export type SendPhoneCode = z.output<typeof sendPhoneCodeSchema>;

/** POST /api/me/phone/verify {phone, code} */
export const verifyPhoneSchema = z.object({ phone: phoneNumber(), code });
export type VerifyPhone = z.output<typeof verifyPhoneSchema>;
