import { messages } from '@kamra/contracts/messages';
import type { CommandAccepted, PhoneCodeSentAnswer } from '@kamra/contracts/read-models';
import { PHONE_CODE, PHONE_CODE_PATTERN, typedPhoneCode } from '@kamra/contracts/rules';
import { assign, fromPromise, setup } from 'xstate';
import { ApiError } from '../../lib/api-error';
import { sendPhoneCode, verifyPhoneCode } from './api/phone-codes';

export interface PhoneVerificationInput {
  /** The number as the lister typed it; the machine is started afresh for another number. */
  phone: string;
}

interface PhoneVerificationContext {
  phone: string;
  code: string;
  /** Why the last step failed (wrong code, too many codes, no connection), or null. */
  error: string | null;
  /** How many codes went out in this run: the first is "Send code", the next ones "Send a new code". */
  sent: number;
}

export type PhoneVerificationEvent =
  | { type: 'SEND' }
  | { type: 'CODE_CHANGED'; code: string }
  | { type: 'CONFIRM' }
  | { type: 'RESEND' };

const messageOf = (error: unknown): string => (error instanceof ApiError ? error.message : messages.connectionFailed);

/** What a person pastes from the message, as the server reads it: digits, their grouping dropped. */

/**
 * "Verify this number" on the wizard's personal step, in place:
 *
 *   idle --SEND--> sending --> codeSent --CONFIRM--> verifying --> verified
 *                     \-> idle (error)      |  wrong, expired, locked: back to typing with the message
 *   codeSent also waits out the resend minute (PHONE_CODE.resendMs): waiting --> ready --RESEND--> sending
 *
 * The code goes to the number the lister typed; the server answers in its own words (wrong
 * code, too many codes), shown as they come. Both calls are actors, so tests replace them.
 */
export const phoneVerificationMachine = setup({
  types: {
    input: {} as PhoneVerificationInput,
    context: {} as PhoneVerificationContext,
    events: {} as PhoneVerificationEvent,
  },
  actors: {
    sendCode: fromPromise<PhoneCodeSentAnswer, { phone: string }>(({ input }) => sendPhoneCode(input.phone)),
    verifyCode: fromPromise<CommandAccepted, { phone: string; code: string }>(({ input }) => verifyPhoneCode(input.phone, input.code)),
  },
  guards: {
    codeComplete: ({ context }) => PHONE_CODE_PATTERN.test(typedPhoneCode(context.code)),
  },
}).createMachine({
  id: 'phoneVerification',
  context: ({ input }) => ({ phone: input.phone, code: '', error: null, sent: 0 }),
  initial: 'idle',
  states: {
    idle: {
      on: { SEND: 'sending' },
    },
    sending: {
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ phone: context.phone }),
        onDone: { target: 'codeSent', actions: assign({ error: null, code: '', sent: ({ context }) => context.sent + 1 }) },
        onError: [
          // A code already on its way (the minute, or the hour's five): it can still be typed.
          { guard: ({ context }) => context.sent > 0, target: 'codeSent', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
        ],
      },
    },
    codeSent: {
      type: 'parallel',
      states: {
        resend: {
          initial: 'waiting',
          states: {
            waiting: { after: { [PHONE_CODE.resendMs]: 'ready' } },
            ready: { on: { RESEND: '#phoneVerification.sending' } },
          },
        },
        entry: {
          initial: 'typing',
          states: {
            typing: {
              on: {
                CODE_CHANGED: { actions: assign({ code: ({ event }) => event.code, error: null }) },
                CONFIRM: [
                  { guard: 'codeComplete', target: 'verifying' },
                  { actions: assign({ error: ({ context }) => (context.code.trim() === '' ? messages.phoneCodeRequired : messages.phoneCodeInvalid) }) },
                ],
              },
            },
            verifying: {
              invoke: {
                src: 'verifyCode',
                input: ({ context }) => ({ phone: context.phone, code: typedPhoneCode(context.code) }),
                onDone: '#phoneVerification.verified',
                onError: { target: 'typing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
              },
            },
          },
        },
      },
    },
    verified: { type: 'final' },
  },
});
