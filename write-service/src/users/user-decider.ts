import { messages } from '@kamra/contracts/messages';
import type { UserEvent } from '@kamra/contracts/events';
import { NotFoundError } from '@kamra/platform';
import type { Decider } from '../commands/decider.js';
import type { Requester } from '../commands/requester.js';
import { assertNotSelf, assertUserModerator } from './user-policies.js';

export interface UserState {
  registered: boolean;
  blocked: boolean;
  verified: boolean;
}

/** The provider's profile at this sign-in; the email is lowercased by the caller. */
export interface SignIn {
  type: 'SignIn';
  userId: string;
  name: string;
  email: string;
  picture: string | null;
}

export type ModerationCommandType = 'BlockUser' | 'UnblockUser' | 'VerifyUser' | 'UnverifyUser';

/** An admin's decision about a user. Each is explicit (never a toggle), so repeating it is harmless. */
export interface ModerateUser {
  type: ModerationCommandType;
  userId: string;
  by: Requester;
  /** Why, for a block: kept in the event for the user's history and the admins' list. */
  reason?: string;
}

export type UserCommand = SignIn | ModerateUser;

function moderationEvent(command: ModerateUser): UserEvent {
  const data = { userId: command.userId };
  switch (command.type) {
    case 'BlockUser':
      return { type: 'UserBlocked', data: command.reason === undefined ? data : { ...data, reason: command.reason } };
    case 'UnblockUser':
      return { type: 'UserUnblocked', data };
    case 'VerifyUser':
      return { type: 'UserVerified', data };
    case 'UnverifyUser':
      return { type: 'UserUnverified', data };
  }
}

/** True when the user is already where the command would put them. */
function alreadyThere(command: ModerateUser, state: UserState): boolean {
  switch (command.type) {
    case 'BlockUser':
      return state.blocked;
    case 'UnblockUser':
      return !state.blocked;
    case 'VerifyUser':
      return state.verified;
    case 'UnverifyUser':
      return !state.verified;
  }
}

/**
 * The `user-{id}` stream: registration on first sign-in, then admin decisions. A later sign-in
 * is decided here too (UserSignedIn), but signInUser appends it to the sign-ins stream.
 */
export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ registered: false, blocked: false, verified: false }),

  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, registered: true };
      case 'UserSignedIn':
        return state;
      case 'UserBlocked':
        return { ...state, blocked: true };
      case 'UserUnblocked':
        return { ...state, blocked: false };
      case 'UserVerified':
        return { ...state, verified: true };
      case 'UserUnverified':
        return { ...state, verified: false };
      // Phone numbers are the phone decider's (phones/phone-decider.ts).
      case 'PhoneCodeSent':
      case 'PhoneCodeRejected':
      case 'PhoneVerified':
      case 'PhoneRemoved':
        return state;
    }
  },

  decide(command, state) {
    if (command.type === 'SignIn') {
      const { userId, name, email, picture } = command;
      return state.registered
        ? [{ type: 'UserSignedIn', data: { userId, name, picture } }]
        : [{ type: 'UserRegistered', data: { userId, name, email, picture } }];
    }
    assertUserModerator(command.by);
    if (command.type === 'BlockUser') assertNotSelf(command.by, command.userId);
    if (!state.registered) throw new NotFoundError(messages.userNotFound);
    return alreadyThere(command, state) ? [] : [moderationEvent(command)];
  },
};

const OUTCOME: Record<ModerationCommandType, { done: string; unchanged: string }> = {
  BlockUser: { done: messages.userBlocked, unchanged: messages.userAlreadyBlocked },
  UnblockUser: { done: messages.userUnblocked, unchanged: messages.userAlreadyUnblocked },
  VerifyUser: { done: messages.userVerified, unchanged: messages.userAlreadyVerified },
  UnverifyUser: { done: messages.userUnverified, unchanged: messages.userAlreadyUnverified },
};

/** The admin's alert: what happened, or that nothing needed to. */
export function moderationMessage(command: ModerationCommandType, events: readonly UserEvent[]): string {
  return events.length > 0 ? OUTCOME[command].done : OUTCOME[command].unchanged;
}
