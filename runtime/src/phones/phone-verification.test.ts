/**
 * Verifying a phone number through the whole app: the write routes, the dev outbox that stands
 * in for SMS, the projector and GET /api/me. The clock is the test's, so expiry and the resend
 * limits are walked through without waiting. The abuse cases: guessing, resend floods, another
 * person's code, a code for another number, an expired code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@kamra/contracts/messages';
import { userStream } from '@kamra/contracts/events';
import { AFTER_POSITION_HEADER, type ApiError, type CurrentUser, type DevOutboxAnswer, type PhoneCodeSentAnswer } from '@kamra/contracts/read-models';
import { startTwilioStub } from '@kamra/write-service/testing';
import { startTestKamra, type TestKamra } from '../testing/test-kamra.js';

type Person = { userId: string; token: string };

let kamra: TestKamra;
let clock = new Date('2026-01-15T10:00:00.000Z');
const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const MINUTE = 60_000;

beforeAll(async () => {
  kamra = await startTestKamra({}, { now: () => clock });
});
afterAll(async () => {
  await kamra.close();
});

const post = (person: Person, path: string, json: unknown) => kamra.request(path, { method: 'POST', token: person.token, json });
const sendCode = (person: Person, phone: string) => post(person, '/api/me/phone', { phone });
const verify = (person: Person, phone: string, code: string) => post(person, '/api/me/phone/verify', { phone, code });
const errorOf = async (response: Response) => ((await response.json()) as ApiError).error.message;

/** The code of the newest SMS to `phone` in the dev outbox. */
async function lastCodeTo(phone: string): Promise<string> {
  const outbox = (await (await kamra.request('/api/dev/outbox')).json()) as DevOutboxAnswer;
  const sms = outbox.messages.find((message) => message.channel === 'sms' && message.to === phone);
  const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function me(person: Person, position: string): Promise<CurrentUser> {
  const response = await kamra.request('/api/me', { token: person.token, headers: { [AFTER_POSITION_HEADER]: position } });
  return (await response.json()) as CurrentUser;
}

describe('verifying a phone number', () => {
  it('sends a 6-digit code to the number in any form, and the code verifies it', async () => {
    const person = await kamra.signIn({ name: 'Ayesha Khan' });
    const sent = await sendCode(person, '+92 300 1234567');
    expect(sent.status).toBe(202);
    const answer = (await sent.json()) as PhoneCodeSentAnswer;
    expect(answer).toMatchObject({ phone: '+923001234567', message: messages.phoneCodeSent });
    expect(Date.parse(answer.resendAt) - clock.getTime()).toBe(MINUTE);
    const code = await lastCodeTo('+923001234567');
    const verified = await verify(person, '0300-1234567', code);
    expect(verified.status, await verified.clone().text()).toBe(200);
    const { position } = (await verified.json()) as { position: string };
    expect((await me(person, position)).verifiedPhones).toEqual(['+923001234567']);
  });

  it('texts the code in the language the person reads the site in', async () => {
    const person = await kamra.signIn({ name: 'Hira Baig' });
    const sent = await kamra.request('/api/me/phone', { method: 'POST', token: person.token, json: { phone: '0300 7654321' }, headers: { cookie: 'kamra_lang=ur' } });
    expect(sent.status).toBe(202);
    const outbox = (await (await kamra.request('/api/dev/outbox')).json()) as DevOutboxAnswer;
    const text = outbox.messages.find((message) => message.to === '+923007654321')?.text ?? '';
    expect(text).toMatch(/^آپ کا Kamra کوڈ \d{6} ہے۔/);
    expect(text.length).toBeLessThanOrEqual(70);
    expect((await verify(person, '0300 7654321', await lastCodeTo('+923007654321'))).status).toBe(200);
  });

  it('refuses a number that is not Pakistani with the phone message', async () => {
    const person = await kamra.signIn();
    const response = await sendCode(person, '+1 202 555 0100');
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toBe(messages.phoneInvalid);
  });

  it('never writes the code in clear to the log', async () => {
    const person = await kamra.signIn();
    await sendCode(person, '0321 1112223');
    const code = await lastCodeTo('+923211112223');
    await verify(person, '0321 1112223', wrongCode(code));
    const { events } = await kamra.store.readStream(userStream(person.userId));
    expect(events.map((event) => event.type)).toEqual(['UserRegistered', 'PhoneCodeSent', 'PhoneCodeRejected']);
    expect(JSON.stringify(events.map((event) => ({ data: event.data, metadata: event.metadata })))).not.toContain(code);
  });
});

describe('abuse', () => {
  it('locks the code after 5 wrong guesses: the right code is refused after them', async () => {
    const person = await kamra.signIn();
    await sendCode(person, '0300 2223334');
    const code = await lastCodeTo('+923002223334');
    for (let guess = 0; guess < 5; guess++) {
      const response = await verify(person, '0300 2223334', String(guess).padStart(6, '0') === code ? wrongCode(code) : String(guess).padStart(6, '0'));
      expect(response.status).toBe(422);
      expect(await errorOf(response)).toBe(messages.phoneCodeWrong);
    }
    const locked = await verify(person, '0300 2223334', code);
    expect(locked.status).toBe(422);
    expect(await errorOf(locked)).toBe(messages.phoneCodeLocked);
  });

  it('resends to a number at most once a minute, with Retry-After', async () => {
    const person = await kamra.signIn();
    expect((await sendCode(person, '0300 3334445')).status).toBe(202);
    tick(15_000);
    const tooSoon = await sendCode(person, '0300 3334445');
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get('retry-after')).toBe('45');
    expect(await errorOf(tooSoon)).toBe(messages.phoneCodeTooSoon);
    tick(45_000);
    expect((await sendCode(person, '0300 3334445')).status).toBe(202);
  });

  it('sends at most 5 codes an hour to one person, across numbers (a resend flood)', async () => {
    const person = await kamra.signIn();
    for (let n = 0; n < 5; n++) expect((await sendCode(person, `0300 444555${n}`)).status).toBe(202);
    const flood = await sendCode(person, '0300 4445559');
    expect(flood.status).toBe(429);
    expect(await errorOf(flood)).toBe(messages.phoneCodesTooMany);
    expect(Number(flood.headers.get('retry-after'))).toBe(60 * 60);
    tick(60 * MINUTE);
    expect((await sendCode(person, '0300 4445559')).status).toBe(202);
  });

  it('sends at most 3 codes in 10 minutes to one number, whoever asks (many accounts, one victim)', async () => {
    const victimsNumber = '0300 9990001';
    for (let account = 0; account < 3; account++) {
      expect((await sendCode(await kamra.signIn(), victimsNumber)).status).toBe(202);
    }
    const flood = await sendCode(await kamra.signIn(), victimsNumber);
    expect(flood.status).toBe(429);
    expect(await errorOf(flood)).toBe(messages.phoneCodesToNumber);
    expect(Number(flood.headers.get('retry-after'))).toBeGreaterThan(500);
    const outbox = (await (await kamra.request('/api/dev/outbox')).json()) as DevOutboxAnswer;
    expect(outbox.messages.filter((message) => message.to === '+923009990001')).toHaveLength(3);
  });

  it('counts against a number only the codes its askers\' own limits let through, so asking again, or at once, cannot lock its owner out', async () => {
    const strangersNumber = '0300 9990002';
    const asker = await kamra.signIn({ name: 'Asker' });
    // A burst at once: one code goes out, the rest are this person's too-soon.
    const burst = await Promise.all(Array.from({ length: 4 }, () => sendCode(asker, strangersNumber)));
    expect(burst.map((answer) => answer.status).sort()).toEqual([202, 429, 429, 429]);
    for (let again = 0; again < 4; again++) {
      const refused = await sendCode(asker, strangersNumber);
      expect(refused.status).toBe(429);
      expect(await errorOf(refused)).toBe(messages.phoneCodeTooSoon);
    }
    expect((await sendCode(await kamra.signIn({ name: 'Owner of the number' }), strangersNumber)).status).toBe(202);
  });

  it('keeps the code a person holds when others have used up their number', async () => {
    const ownersNumber = '0300 9990003';
    const owner = await kamra.signIn({ name: 'Owner of the number' });
    expect((await sendCode(owner, ownersNumber)).status).toBe(202);
    const held = await lastCodeTo('+923009990003');
    for (let account = 0; account < 2; account++) expect((await sendCode(await kamra.signIn(), ownersNumber)).status).toBe(202);
    tick(MINUTE + 1000);
    const refused = await sendCode(owner, ownersNumber);
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toBe(messages.phoneCodesToNumber);
    const verified = await verify(owner, ownersNumber, held);
    expect(verified.status).toBe(200);
  });

  it("does not take another person's pending code for the same number", async () => {
    const victim = await kamra.signIn({ name: 'Victim' });
    const attacker = await kamra.signIn({ name: 'Attacker' });
    await sendCode(attacker, '0300 5556667');
    await sendCode(victim, '0300 5556667');
    const victimsCode = await lastCodeTo('+923005556667');
    const response = await verify(attacker, '0300 5556667', victimsCode);
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toBe(messages.phoneCodeWrong);
  });

  it("does not take one number's code for another number", async () => {
    const person = await kamra.signIn();
    await sendCode(person, '0300 6667778');
    await sendCode(person, '0300 6667779');
    const codeOfFirst = await lastCodeTo('+923006667778');
    const response = await verify(person, '0300 6667779', codeOfFirst);
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toBe(messages.phoneCodeWrong);
  });

  it('refuses a code after its 10 minutes', async () => {
    const person = await kamra.signIn();
    await sendCode(person, '0300 7778889');
    const code = await lastCodeTo('+923007778889');
    tick(10 * MINUTE);
    const response = await verify(person, '0300 7778889', code);
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toBe(messages.phoneCodeExpired);
  });
});

describe('removing a verified number', () => {
  it('DELETE /api/me/phone/:phone takes it out of verifiedPhones', async () => {
    const person = await kamra.signIn();
    await sendCode(person, '0300 8889990');
    await verify(person, '0300 8889990', await lastCodeTo('+923008889990'));
    const removed = await kamra.request(`/api/me/phone/${encodeURIComponent('+923008889990')}`, { method: 'DELETE', token: person.token });
    expect(removed.status).toBe(200);
    const { position } = (await removed.json()) as { position: string };
    expect((await me(person, position)).verifiedPhones).toEqual([]);
    const again = await kamra.request(`/api/me/phone/${encodeURIComponent('+923008889990')}`, { method: 'DELETE', token: person.token });
    expect(again.status).toBe(404);
  });
});

describe('with TWILIO_* settings', () => {
  it('sends the code by Twilio and has no dev outbox', async () => {
    const stub = await startTwilioStub();
    const withTwilio = await startTestKamra(stub.env());
    try {
      const person = await withTwilio.signIn();
      const sent = await withTwilio.request('/api/me/phone', { method: 'POST', token: person.token, json: { phone: '0300 1234567' } });
      expect(sent.status).toBe(202);
      expect(stub.messages).toHaveLength(1);
      expect(stub.messages[0]).toMatchObject({ to: '+923001234567', from: stub.from });
      expect(stub.messages[0]?.body).toMatch(/\b\d{6}\b/);
      expect((await withTwilio.request('/api/dev/outbox')).status).toBe(404);
      stub.failWith = { status: 500, code: 20500, message: 'Internal Server Error' };
      const outage = await withTwilio.request('/api/me/phone', { method: 'POST', token: person.token, json: { phone: '0300 7654321' } });
      expect(outage.status).toBe(503);
      expect(await errorOf(outage)).toBe(messages.smsUnavailable);
    } finally {
      await withTwilio.close();
      await stub.close();
    }
  });
});
