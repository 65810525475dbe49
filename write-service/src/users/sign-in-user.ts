import { signInName } from '@kamra/contracts/commands';
import { userStream } from '@kamra/contracts/events';
import type { EventStore } from '@kamra/eventstore';
import { isAdminEmail, type SessionClaims } from '@kamra/platform';
import { handleCommand } from '../commands/handle-command.js';
import { userDecider } from './user-decider.js';
import { userIdOf, type SignInIdentity } from './user-identity.js';

/** What a provider (Google, or the development form) vouches for at a sign-in. */
export interface SignInProfile {
  identity: SignInIdentity;
  name: string;
  email: string;
  picture: string | null;
}

export interface SignInContext {
  store: EventStore;
  adminEmails: readonly string[];
  correlationId: string;
  now: Date;
}

/** Registers the person on first sign-in and records each later one; answers what the session token says. */
export async function signInUser(profile: SignInProfile, context: SignInContext): Promise<SessionClaims> {
  const userId = userIdOf(profile.identity);
  const email = profile.email.trim().toLowerCase();
  const name = signInName(profile.name) || email;
  await handleCommand(
    context.store,
    userStream(userId),
    userDecider,
    { type: 'SignIn', userId, name, email, picture: profile.picture },
    {
      // The person signing in is the actor of their own registration.
      actor: { kind: 'user', userId, email, name, isAdmin: isAdminEmail(email, context.adminEmails) },
      correlationId: context.correlationId,
      now: context.now,
    },
  );
  return { userId, email, name };
}
