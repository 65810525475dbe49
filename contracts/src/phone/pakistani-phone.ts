/**
 * One form of a phone number. People write the same Pakistani number as 0300-1234567,
 * 0300 1234567, +92 300 1234567 or 923001234567; comparing them (is the listing's number one
 * its owner verified?) needs one form, E.164 ('+923001234567'). libphonenumber-js knows the
 * country's numbering plan, which a hand-written pattern would only approximate.
 *
 * This module pulls the library's metadata (tens of kilobytes): in the web only the code-split
 * wizard and admin pages may import it, never the entry chunk.
 */
import { parsePhoneNumberFromString, parsePhoneNumberWithError } from 'libphonenumber-js';

/** The support region (spec section 1): numbers are read as Pakistani unless they say otherwise. */
export const PHONE_REGION = 'PK';

/**
 * The number in E.164, or null when the text is not a valid Pakistani number. The whole text
 * must be the number (no "call 0300..." and no trailing letters); an extension is refused, as
 * neither an SMS nor the contact links can dial one.
 */
export function pakistaniPhone(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text, { defaultCountry: PHONE_REGION, extract: false });
  if (!parsed || parsed.ext !== undefined || parsed.country !== PHONE_REGION || !parsed.isValid()) return null;
  return parsed.number;
}

/** An E.164 number as people in Pakistan write it ('+923001234567' -> '0300 1234567'). */
export function phoneForDisplay(e164: string): string {
  try {
    return parsePhoneNumberWithError(e164).formatNational();
  } catch {
    return e164;
  }
}
