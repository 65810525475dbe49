import { describe, expect, it } from 'vitest';
import { messages } from '@kamra/contracts/messages';
import type { UserEvent } from '@kamra/contracts/events';
import { ConflictError, NotFoundError, TooManyRequestsError, ValidationError } from '@kamra/platform';
import { deciderSpec } from '../testing/decider-spec.js';
import { newPhoneCode, phoneCodeHash } from './phone-code.js';
import { phoneDecider, type SendPhoneCode, type VerifyPhone } from './phone-decider.js';

const userId = 'u-ayesha';
const phone = '+923001234567';
const other = '+923217654321';
const secret = 'test-secret-of-at-least-32-characters!!';
const spec = deciderSpec(phoneDecider);
const t0 = new Date('2026-01-15T10:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const MINUTE = 60_000;

const registered: UserEvent = { type: 'UserRegistered', data: { userId, name: 'Ayesha Khan', email: 'ayesha@example.pk', picture: null } };
const hash = (code: string, forPhone = phone, forUser = userId) => phoneCodeHash(secret, forUser, forPhone, code);
const sendAt = (now: Date, to = phone, code = '123456'): SendPhoneCode => ({ type: 'SendPhoneCode', userId, phone: to, codeHash: hash(code, to), now });
const sentAt = (now: Date, to = phone, code = '123456'): UserEvent => ({
  type: 'PhoneCodeSent',
  data: { userId, phone: to, codeHash: hash(code, to), sentAt: now.toISOString(), expiresAt: new Date(now.getTime() + 10 * MINUTE).toISOString() },
});
const verifyAt = (now: Date, codeHash: string, to = phone): VerifyPhone => ({ type: 'VerifyPhone', userId, phone: to, codeHash, now });
const rejected = (to = phone): UserEvent => ({ type: 'PhoneCodeRejected', data: { userId, phone: to } });
const verified = (to = phone): UserEvent => ({ type: 'PhoneVerified', data: { userId, phone: to } });

function retryAfterOf(run: () => unknown): number {
  try {
    run();
  } catch (error) {
    if (error instanceof TooManyRequestsError) return error.retryAfterSeconds;
    throw error;
  }
  throw new Error('expected a 429');
}

describe('sending a code', () => {
  it('records the code as a hash with its expiry, 10 minutes on', () => {
    spec.given([registered]).when(sendAt(t0)).then([sentAt(t0)]);
  });

  it('never records the code itself', () => {
    const code = newPhoneCode();
    expect(code).toMatch(/^\d{6}$/);
    const [event] = phoneDecider.decide(sendAt(t0, phone, code), [registered].reduce(phoneDecider.evolve, phoneDecider.initialState()));
    expect(JSON.stringify(event)).not.toContain(code);
  });

  it('sends to the same number at most once a minute, saying how long to wait', () => {
    spec.given([registered, sentAt(t0)]).when(sendAt(at(20_000))).thenThrows(TooManyRequestsError, messages.phoneCodeTooSoon);
    const state = [registered, sentAt(t0)].reduce(phoneDecider.evolve, phoneDecider.initialState());
    expect(retryAfterOf(() => phoneDecider.decide(sendAt(at(20_000)), state))).toBe(40);
    spec.given([registered, sentAt(t0)]).when(sendAt(at(MINUTE))).then([sentAt(at(MINUTE))]);
  });

  it('lets another number have its code at once', () => {
    spec.given([registered, sentAt(t0)]).when(sendAt(at(1000), other)).then([sentAt(at(1000), other)]);
  });

  it('sends at most 5 codes an hour to one person, whatever the numbers (a resend flood)', () => {
    const five = [0, 1, 2, 3, 4].map((i) => sentAt(at(i * MINUTE), i % 2 === 0 ? phone : other));
    spec.given([registered, ...five]).when(sendAt(at(10 * MINUTE), '+923331234567')).thenThrows(TooManyRequestsError, messages.phoneCodesTooMany);
    const state = [registered, ...five].reduce(phoneDecider.evolve, phoneDecider.initialState());
    expect(retryAfterOf(() => phoneDecider.decide(sendAt(at(10 * MINUTE), '+923331234567'), state))).toBe(50 * 60);
    spec.given([registered, ...five]).when(sendAt(at(60 * MINUTE))).then([sentAt(at(60 * MINUTE))]);
  });

  it('refuses a number already verified, and a person never registered', () => {
    spec.given([registered, sentAt(t0), verified()]).when(sendAt(at(5 * MINUTE))).thenThrows(ConflictError, messages.phoneAlreadyVerified);
    spec.given([]).when(sendAt(t0)).thenThrows(NotFoundError);
  });
});

describe('sending the code back', () => {
  it('verifies the number with the right code', () => {
    spec.given([registered, sentAt(t0)]).when(verifyAt(at(MINUTE), hash('123456'))).then([verified()]);
  });

  it('records a wrong code, and locks the code after 5 wrong ones, even for the right code', () => {
    spec.given([registered, sentAt(t0)]).when(verifyAt(at(MINUTE), hash('000000'))).then([rejected()]);
    const fiveWrong = [1, 2, 3, 4, 5].map(() => rejected());
    spec.given([registered, sentAt(t0), ...fiveWrong.slice(0, 4)]).when(verifyAt(at(MINUTE), hash('123456'))).then([verified()]);
    spec.given([registered, sentAt(t0), ...fiveWrong]).when(verifyAt(at(MINUTE), hash('123456'))).thenThrows(ValidationError, messages.phoneCodeLocked);
  });

  it('takes a new code after a lock, once the minute has passed', () => {
    const locked = [registered, sentAt(t0), ...[1, 2, 3, 4, 5].map(() => rejected())];
    spec.given([...locked, sentAt(at(2 * MINUTE), phone, '654321')]).when(verifyAt(at(3 * MINUTE), hash('654321'))).then([verified()]);
  });

  it('refuses a code after its 10 minutes', () => {
    spec.given([registered, sentAt(t0)]).when(verifyAt(at(10 * MINUTE), hash('123456'))).thenThrows(ValidationError, messages.phoneCodeExpired);
  });

  it('counts the code of another number, or of another person, as a wrong code', () => {
    spec.given([registered, sentAt(t0), sentAt(at(1000), other, '777777')]).when(verifyAt(at(MINUTE), hash('777777', other))).then([rejected()]);
    spec.given([registered, sentAt(t0)]).when(verifyAt(at(MINUTE), hash('123456', phone, 'u-someone-else'))).then([rejected()]);
  });

  it('only takes the latest code of a number', () => {
    spec.given([registered, sentAt(t0), sentAt(at(MINUTE), phone, '222222')]).when(verifyAt(at(2 * MINUTE), hash('123456'))).then([rejected()]);
  });

  it('refuses a code for a number nothing was sent to; a number verified twice stays as it is', () => {
    spec.given([registered]).when(verifyAt(t0, hash('123456'))).thenThrows(ValidationError, messages.phoneCodeNotSent);
    spec.given([registered, sentAt(t0), verified()]).when(verifyAt(at(MINUTE), hash('123456'))).thenNothingHappened();
  });
});

describe('removing a verified number', () => {
  it('removes it, and then it needs a code again', () => {
    const removed: UserEvent = { type: 'PhoneRemoved', data: { userId, phone } };
    spec.given([registered, sentAt(t0), verified()]).when({ type: 'RemovePhone', userId, phone }).then([removed]);
    spec.given([registered, sentAt(t0), verified(), removed]).when({ type: 'RemovePhone', userId, phone }).thenThrows(NotFoundError, messages.phoneNotVerified);
    spec.given([registered, sentAt(t0), verified(), removed]).when(sendAt(at(5 * MINUTE))).then([sentAt(at(5 * MINUTE))]);
  });
});
