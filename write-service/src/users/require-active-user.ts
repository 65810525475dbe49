import { messages } from '@kamra/contracts/messages';
import { userStream } from '@kamra/contracts/events';
import type { EventStore } from '@kamra/eventstore';
import { AccountBlockedError, requireAdmin, requireUser, type SignedInActor } from '@kamra/platform';
import type { Request } from 'express';
import { loadAggregate } from '../commands/handle-command.js';
import { userDecider } from './user-decider.js';

/**
 * Every command from a person goes through here or requireActiveAdmin: signed in, and not
 * blocked. Blocking is read from the user's own stream (the write side never reads the read
 * tables), so a block takes effect on the very next command.
 */
export async function requireActiveUser(req: Request, store: EventStore): Promise<SignedInActor> {
  return assertNotBlocked(store, requireUser(req));
}

/**
 * An admin command's caller: an admin (named by email) whose account is not blocked. A blocked
 * admin moderates nothing, so blocking an admin's account that was taken over stops it; before,
 * such an account went on approving, blocking, and could unblock itself.
 */
export async function requireActiveAdmin(req: Request, store: EventStore): Promise<SignedInActor> {
  return assertNotBlocked(store, requireAdmin(req));
}

async function assertNotBlocked(store: EventStore, actor: SignedInActor): Promise<SignedInActor> {
  const { state } = await loadAggregate(store, userStream(actor.userId), userDecider);
  if (state.blocked) throw new AccountBlockedError(messages.accountBlocked);
  return actor;
}
