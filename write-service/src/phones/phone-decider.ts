/**
 * A person's phone numbers, on their `user-{id}` stream: a one-time code sent to a number,
 * wrong codes typed for it, the number verified, a verified number removed. Pure: the code is
 * made and hashed by the caller (phone-code.ts), and the time arrives with the command, so the
 * limits below are decided from the stream alone and hold across every running instance.
 */
import { messages } from '@kamra/contracts/messages';
import { PHONE_CODE } from '@kamra/contracts/rules';
import type { UserEvent } from '@kamra/contracts/events';
import { ConflictError, NotFoundError, TooManyRequestsError, ValidationError } from '@kamra/platform';
import type { Decider } from '../commands/decider.js';

interface PendingCode {
  codeHash: string;
  expiresAt: number;
  wrongTries: number;
}

export interface PhoneState {
  registered: boolean;
  verified: ReadonlySet<string>;
  /** The latest code of each number not yet verified. */
  pending: ReadonlyMap<string, PendingCode>;
  /** When each code went out (ms), oldest first: the per-number and per-hour limits read them. */
  sent: ReadonlyArray<{ phone: string; at: number }>;
}

/** Send a code to `phone` (E.164); `codeHash` is phoneCodeHash of the code the caller will text. */
export interface SendPhoneCode {
  type: 'SendPhoneCode';
  userId: string;
  phone: string;
  codeHash: string;
  now: Date;
}

/** The code typed back, hashed the same way (for this user and this number). */
export interface VerifyPhone {
  type: 'VerifyPhone';
  userId: string;
  phone: string;
  codeHash: string;
  now: Date;
}

export interface RemovePhone {
  type: 'RemovePhone';
  userId: string;
  phone: string;
}

export type PhoneCommand = SendPhoneCode | VerifyPhone | RemovePhone;

function without<K, V>(map: ReadonlyMap<K, V>, key: K): Map<K, V> {
  const copy = new Map(map);
  copy.delete(key);
  return copy;
}

/** Refuses a code sent too soon after the last one to this number, or one too many this hour. */
function assertMaySend(state: PhoneState, phone: string, now: number): void {
  const lastToNumber = state.sent.findLast((sent) => sent.phone === phone);
  if (lastToNumber && now - lastToNumber.at < PHONE_CODE.resendMs) {
    throw new TooManyRequestsError(messages.phoneCodeTooSoon, (lastToNumber.at + PHONE_CODE.resendMs - now) / 1000);
  }
  const inWindow = state.sent.filter((sent) => now - sent.at < PHONE_CODE.resendWindowMs);
  const oldest = inWindow[0];
  if (oldest && inWindow.length >= PHONE_CODE.perWindow) {
    throw new TooManyRequestsError(messages.phoneCodesTooMany, (oldest.at + PHONE_CODE.resendWindowMs - now) / 1000);
  }
}

export const phoneDecider: Decider<PhoneState, PhoneCommand, UserEvent> = {
  initialState: () => ({ registered: false, verified: new Set(), pending: new Map(), sent: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, registered: true };
      case 'PhoneCodeSent': {
        const { phone, codeHash, sentAt, expiresAt } = event.data;
        const at = Date.parse(sentAt);
        // Only the last hour's sends can still limit anything; older ones are dropped as they go.
        const sent = [...state.sent.filter((s) => at - s.at < PHONE_CODE.resendWindowMs), { phone, at }];
        const pending = new Map(state.pending).set(phone, { codeHash, expiresAt: Date.parse(expiresAt), wrongTries: 0 });
        return { ...state, pending, sent };
      }
      case 'PhoneCodeRejected': {
        const code = state.pending.get(event.data.phone);
        if (!code) return state;
        return { ...state, pending: new Map(state.pending).set(event.data.phone, { ...code, wrongTries: code.wrongTries + 1 }) };
      }
      case 'PhoneVerified':
        return { ...state, verified: new Set(state.verified).add(event.data.phone), pending: without(state.pending, event.data.phone) };
      case 'PhoneRemoved': {
        const verified = new Set(state.verified);
        verified.delete(event.data.phone);
        return { ...state, verified };
      }
      default:
        return state;
    }
  },

  decide(command, state) {
    if (!state.registered) throw new NotFoundError(messages.userNotFound);
    const { userId, phone } = command;
    switch (command.type) {
      case 'SendPhoneCode': {
        if (state.verified.has(phone)) throw new ConflictError(messages.phoneAlreadyVerified);
        const now = command.now.getTime();
        assertMaySend(state, phone, now);
        return [{
          type: 'PhoneCodeSent',
          data: {
            userId, phone, codeHash: command.codeHash,
            sentAt: command.now.toISOString(), expiresAt: new Date(now + PHONE_CODE.validMs).toISOString(),
          },
        }];
      }
      case 'VerifyPhone': {
        if (state.verified.has(phone)) return [];
        // The hash covers the user and the number, so another person's code, or the code of
        // another number, never matches: it is simply a wrong code for this one.
        const code = state.pending.get(phone);
        if (!code) throw new ValidationError(messages.phoneCodeNotSent, { code: messages.phoneCodeNotSent });
        if (code.wrongTries >= PHONE_CODE.maxTries) throw new ValidationError(messages.phoneCodeLocked, { code: messages.phoneCodeLocked });
        if (command.now.getTime() >= code.expiresAt) throw new ValidationError(messages.phoneCodeExpired, { code: messages.phoneCodeExpired });
        if (command.codeHash !== code.codeHash) return [{ type: 'PhoneCodeRejected', data: { userId, phone } }];
        return [{ type: 'PhoneVerified', data: { userId, phone } }];
      }
      case 'RemovePhone':
        if (!state.verified.has(phone)) throw new NotFoundError(messages.phoneNotVerified);
        return [{ type: 'PhoneRemoved', data: { userId, phone } }];
    }
  },
};

/** What the person is told after a VerifyPhone was decided: a wrong code is recorded, then refused. */
export function verifyOutcome(events: readonly UserEvent[]): 'verified' | 'wrong' {
  return events.some((event) => event.type === 'PhoneCodeRejected') ? 'wrong' : 'verified';
}
