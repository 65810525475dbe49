/** Sign-in bodies: the one-time code exchange and the development sign-in form. */
import { z } from 'zod';
import { cleanLine, requiredText, withFewMarksPerLetter } from './form-fields';
import { TEXT_LIMITS } from '../limits';
import { messages } from '../messages';

/** POST /auth/exchange {code} -> {token} */
export const exchangeSignInCodeSchema = z.object({
  code: requiredText(messages.signInCodeRequired, 'signInCode'),
});
export type ExchangeSignInCode = z.output<typeof exchangeSignInCodeSchema>;

/** POST /auth/dev {name, email}: only without Google credentials and never in production. */
export const devSignInSchema = z.object({
  name: requiredText(messages.nameRequired, 'listerName'),
  email: requiredText(messages.emailInvalid, 'email')
    .pipe(z.email({ error: messages.emailInvalid }))
    .transform((email) => email.toLowerCase()),
});
export type DevSignIn = z.output<typeof devSignInSchema>;

const UNSTORABLE_CHARACTERS = /[\u0000\p{Cs}]/gu;

/**
 * A name a provider vouches for (Google's profile name) is taken, not refused, so it is made
 * to follow the rules of a typed name: one line without bidi controls, storable, a few marks
 * per letter at most, within the name's length. Empty means the provider gave none usable.
 */
export function signInName(name: string): string {
  const tidy = withFewMarksPerLetter(cleanLine(name.replace(UNSTORABLE_CHARACTERS, '')));
  return cleanLine(Array.from(tidy).slice(0, TEXT_LIMITS.listerName).join(''));
}
