/** Sign-in bodies: the one-time code exchange and the development sign-in form. */
import { z } from 'zod';
import { requiredText } from './form-fields';
import { TEXT_LIMITS } from '../limits';
import { messages } from '../messages';

/** POST /auth/exchange {code} -> {token} */
export const exchangeSignInCodeSchema = z.object({
  code: requiredText(messages.signInCodeRequired, 200),
});
export type ExchangeSignInCode = z.output<typeof exchangeSignInCodeSchema>;

/** POST /auth/dev {name, email}: only without Google credentials and never in production. */
export const devSignInSchema = z.object({
  name: requiredText(messages.nameRequired, TEXT_LIMITS.listerName),
  email: requiredText(messages.emailInvalid, 254)
    .pipe(z.email({ error: messages.emailInvalid }))
    .transform((email) => email.toLowerCase()),
});
export type DevSignIn = z.output<typeof devSignInSchema>;
