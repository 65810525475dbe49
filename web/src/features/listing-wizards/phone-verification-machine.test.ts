import { messages } from '@kamra/contracts/messages';
import type { PhoneCodeSentAnswer } from '@kamra/contracts/read-models';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { ApiError } from '../../lib/api-error';
import { phoneVerificationMachine } from './phone-verification-machine';

const sentAnswer: PhoneCodeSentAnswer = {
  message: messages.phoneCodeSent, position: '1.0', phone: '+923001234567', expiresAt: '2026-01-15T10:10:00.000Z', resendAt: '2026-01-15T10:01:00.000Z',
};

/** The machine with stand-ins for the two calls: `codes` answers each verify in turn. */
function start(options: { sendFails?: (ApiError | null)[]; codes?: (ApiError | 'ok')[] } = {}) {
  const sends: string[] = [];
  const verifies: { phone: string; code: string }[] = [];
  const sendFails = [...(options.sendFails ?? [])];
  const codes = [...(options.codes ?? [])];
  const clock = new SimulatedClock();
  const machine = phoneVerificationMachine.provide({
    actors: {
      sendCode: fromPromise(({ input }: { input: { phone: string } }) => {
        sends.push(input.phone);
        const failure = sendFails.shift();
        return failure ? Promise.reject(failure) : Promise.resolve(sentAnswer);
      }),
      verifyCode: fromPromise(({ input }: { input: { phone: string; code: string } }) => {
        verifies.push(input);
        const answer = codes.shift() ?? 'ok';
        return answer === 'ok' ? Promise.resolve({ message: messages.phoneVerified, position: '2.0' }) : Promise.reject(answer);
      }),
    },
  });
  const actor = createActor(machine, { input: { phone: '+92 300 1234567' }, clock });
  actor.start();
  return { actor, clock, sends, verifies };
}

const wrong = new ApiError(422, 'validation_failed', messages.phoneCodeWrong, { code: messages.phoneCodeWrong });

describe('phone verification machine', () => {
  it('sends a code to the typed number, then verifies it with the code typed back', async () => {
    const { actor, sends, verifies } = start();
    actor.send({ type: 'SEND' });
    await waitFor(actor, (state) => state.matches('codeSent'));
    expect(sends).toEqual(['+92 300 1234567']);
    actor.send({ type: 'CODE_CHANGED', code: '123 456' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (state) => state.matches('verified'));
    expect(verifies).toEqual([{ phone: '+92 300 1234567', code: '123456' }]);
  });

  it('takes a code typed on an Urdu keyboard as the digits it is', async () => {
    const { actor, verifies } = start();
    actor.send({ type: 'SEND' });
    await waitFor(actor, (state) => state.matches('codeSent'));
    actor.send({ type: 'CODE_CHANGED', code: '۱۲۳ ۴۵۶' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (state) => state.matches('verified'));
    expect(verifies).toEqual([{ phone: '+92 300 1234567', code: '123456' }]);
  });

  it('asks for six digits before sending the code back', async () => {
    const { actor, verifies } = start();
    actor.send({ type: 'SEND' });
    await waitFor(actor, (state) => state.matches('codeSent'));
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.error).toBe(messages.phoneCodeRequired);
    actor.send({ type: 'CODE_CHANGED', code: '12345' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.error).toBe(messages.phoneCodeInvalid);
    expect(verifies).toEqual([]);
  });

  it("shows the server's word for a wrong code and lets the person try again", async () => {
    const { actor } = start({ codes: [wrong, 'ok'] });
    actor.send({ type: 'SEND' });
    await waitFor(actor, (state) => state.matches('codeSent'));
    actor.send({ type: 'CODE_CHANGED', code: '000000' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (state) => state.matches({ codeSent: { entry: 'typing' } }) && state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(messages.phoneCodeWrong);
    actor.send({ type: 'CODE_CHANGED', code: '123456' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (state) => state.matches('verified'));
  });

  it('offers a new code only after the minute the server waits', async () => {
    const { actor, clock, sends } = start();
    actor.send({ type: 'SEND' });
    await waitFor(actor, (state) => state.matches('codeSent'));
    actor.send({ type: 'RESEND' });
    expect(sends).toHaveLength(1);
    clock.increment(59_000);
    expect(actor.getSnapshot().matches({ codeSent: { resend: 'waiting' } })).toBe(true);
    clock.increment(1_000);
    expect(actor.getSnapshot().matches({ codeSent: { resend: 'ready' } })).toBe(true);
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (state) => state.matches({ codeSent: { resend: 'waiting' } }));
    expect(sends).toHaveLength(2);
    expect(actor.getSnapshot().context.sent).toBe(2);
  });

  it('keeps the code it sent ready to type when a resend is refused (too many codes this hour)', async () => {
    const tooMany = new ApiError(429, 'too_many_requests', messages.phoneCodesTooMany);
    const { actor, clock, sends } = start({ sendFails: [null, tooMany] });
    actor.send({ type: 'SEND' });
    await waitFor(actor, (state) => state.matches('codeSent'));
    clock.increment(60_000);
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (state) => state.matches({ codeSent: { entry: 'typing' } }) && state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(messages.phoneCodesTooMany);
    expect(sends).toHaveLength(2);
  });

  it('says when there is no connection', async () => {
    const { actor } = start({ sendFails: [new ApiError(0, 'network_error', messages.connectionFailed)] });
    actor.send({ type: 'SEND' });
    await waitFor(actor, (state) => state.matches('idle') && state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(messages.connectionFailed);
  });
});
