import { signInName } from '@kamra/contracts/commands';
import { userSignInsStream, userStream } from '@kamra/contracts/events';
import { ConcurrencyError, type EventStore } from '@kamra/eventstore';
import { isAdminEmail, type SessionClaims } from '@kamra/platform';
import { loadAggregate } from '../commands/handle-command.js';
import { eventMetadata } from '../commands/event-metadata.js';
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

const MAX_ATTEMPTS = 3;

/**
 * Registers the person on first sign-in and records each later one; answers what the session
 * token says. A later sign-in (UserSignedIn) goes to the person's sign-ins stream, which no
 * decision replays, not to `user-{id}`: every command of a person loads that stream to see
 * whether they are blocked, so it keeps only what decides (registration, admin decisions)
 * instead of growing with every sign-in.
 */
export async function signInUser(profile: SignInProfile, context: SignInContext): Promise<SessionClaims> {
  const userId = userIdOf(profile.identity);
  const email = profile.email.trim().toLowerCase();
  const name = signInName(profile.name) || email;
  const metadata = eventMetadata({
    // The person signing in is the actor of their own registration.
    actor: { kind: 'user', userId, email, name, isAdmin: isAdminEmail(email, context.adminEmails) },
    correlationId: context.correlationId,
    now: context.now,
  });
  for (let attempt = 1; ; attempt++) {
    const { state, revision } = await loadAggregate(context.store, userStream(userId), userDecider);
    const events = userDecider.decide({ type: 'SignIn', userId, name, email, picture: profile.picture }, state);
    const recorded = events.map((event) => ({ type: event.type, data: event.data, metadata }));
    try {
      // Registration expects the user stream as read, so two first sign-ins at once register once.
      if (state.registered) await context.store.appendToStream(userSignInsStream(userId), recorded, { expectedRevision: 'any' });
      else await context.store.appendToStream(userStream(userId), recorded, { expectedRevision: revision ?? 'no_stream' });
      return { userId, email, name };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
