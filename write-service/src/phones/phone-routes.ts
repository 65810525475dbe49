import type { Request, Router } from 'express';
import { messages } from '@kamra/contracts/messages';
import { sendPhoneCodeSchema, verifyPhoneSchema } from '@kamra/contracts/commands';
import { userStream } from '@kamra/contracts/events';
import { requestLanguage } from '@kamra/contracts/language';
import { pakistaniPhone } from '@kamra/contracts/phone';
import { PHONE_CODE, phoneCodeText } from '@kamra/contracts/rules';
import type { CommandAccepted, PhoneCodeSentAnswer } from '@kamra/contracts/read-models';
import { apiRouter, NotFoundError, ValidationError } from '@kamra/platform';
import { commandInput, jsonBodyOf } from '../commands/command-input.js';
import { handleRequestCommand, type CommandRouteDeps } from '../commands/command-route.js';
import type { MessageSender } from '../messaging/outgoing-message.js';
import { requireActiveUser } from '../users/require-active-user.js';
import type { NumberFloodGuard } from './number-flood-guard.js';
import { newPhoneCode, phoneCodeHash } from './phone-code.js';
import { phoneDecider, verifyOutcome, type SendPhoneCode } from './phone-decider.js';

export interface PhoneRouteDeps extends CommandRouteDeps {
  /** The key of the code hashes (the server's AUTH_SECRET). */
  secret: string;
  sms: MessageSender;
  /** Codes to one number whoever asks (NumberFloodGuard). */
  numbers: NumberFloodGuard;
}

/** The E.164 form of a phone the schema already accepted. */
function e164Of(typed: string): string {
  const phone = pakistaniPhone(typed);
  if (phone === null) throw new ValidationError(messages.phoneInvalid, { phone: messages.phoneInvalid });
  return phone;
}

/**
 * POST /api/me/phone {phone} -> 202 PhoneCodeSentAnswer: a 6-digit code by SMS.
 * POST /api/me/phone/verify {phone, code} -> 200, or 422 with the reason.
 * DELETE /api/me/phone/:phone (E.164, URL-encoded) -> 200: the number is no longer verified.
 * Each for the signed-in, unblocked person about their own numbers only: the user id comes
 * from the session, never from the request.
 */
export function phoneRoutes(deps: PhoneRouteDeps): Router {
  const router = apiRouter();

  router.post('/api/me/phone', async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const phone = e164Of(commandInput(sendPhoneCodeSchema, jsonBodyOf(req)).phone);
    // A number others have had all its codes sent to is refused before a new code is recorded:
    // recording it would void the code this person holds, unsent.
    await deps.numbers.check(phone);
    const code = newPhoneCode();
    const now = deps.now();
    const command: SendPhoneCode = { type: 'SendPhoneCode', userId: actor.userId, phone, codeHash: phoneCodeHash(deps.secret, actor.userId, phone, code), now };
    const { position } = await handleRequestCommand(deps, req, actor, userStream(actor.userId), phoneDecider, command, now);
    // Only a code the person's own limits let through counts against the number, once its
    // append has won: a refused request, or one of a burst that lost the race for the person's
    // stream, sends nothing, so it must not use up the number's codes, or anyone could lock a
    // stranger's number out by asking again and again. A request that raced others past the
    // check above and lands over the number's limit records a code never sent (429).
    await deps.numbers.count(phone);
    // After the append: a code that failed to go out can be asked for again after the wait,
    // while one sent before a refused append would be a code that never existed.
    const language = requestLanguage({ cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] });
    await deps.sms.send({ channel: 'sms', to: phone, text: phoneCodeText(code, language) });
    const body: PhoneCodeSentAnswer = {
      message: messages.phoneCodeSent,
      position: position ?? '',
      phone,
      expiresAt: new Date(now.getTime() + PHONE_CODE.validMs).toISOString(),
      resendAt: new Date(now.getTime() + PHONE_CODE.resendMs).toISOString(),
    };
    res.status(202).json(body);
  });

  router.post('/api/me/phone/verify', async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const input = commandInput(verifyPhoneSchema, jsonBodyOf(req));
    const phone = e164Of(input.phone);
    const { events, position } = await handleRequestCommand(deps, req, actor, userStream(actor.userId), phoneDecider, {
      type: 'VerifyPhone', userId: actor.userId, phone, codeHash: phoneCodeHash(deps.secret, actor.userId, phone, input.code), now: deps.now(),
    });
    if (verifyOutcome(events) === 'wrong') throw new ValidationError(messages.phoneCodeWrong, { code: messages.phoneCodeWrong });
    const body: CommandAccepted = { message: messages.phoneVerified, position: position ?? '' };
    res.json(body);
  });

  router.delete('/api/me/phone/:phone', async (req: Request<{ phone: string }>, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const phone = pakistaniPhone(req.params.phone);
    if (phone === null) throw new NotFoundError(messages.phoneNotVerified);
    const { position } = await handleRequestCommand(deps, req, actor, userStream(actor.userId), phoneDecider, {
      type: 'RemovePhone', userId: actor.userId, phone,
    });
    const body: CommandAccepted = { message: messages.phoneRemoved, position: position ?? '' };
    res.json(body);
  });

  return router;
}
