import { messages } from '@kamra/contracts/messages';
import { userStream } from '@kamra/contracts/events';
import type { EventStore } from '@kamra/eventstore';
import { AccountBlockedError, requireUser, type SignedInActor } from '@kamra/platform';
import type { Request } from 'express';
import { loadAggregate } from '../commands/handle-command.js';
import { userDecider } from './user-decider.js';

/**
 * Every command from a person about their own content goes through here: signed in, and not
 * blocked. Blocking is read from the user's own stream (the write side never reads the read
 * tables), so a block takes effect on the very next command. It applies to admins too; the
 * admin commands themselves check requireAdmin only, since admins are named by email.
 */
export async function requireActiveUser(req: Request, store: EventStore): Promise<SignedInActor> {
  const actor = requireUser(req);
  const { state } = await loadAggregate(store, userStream(actor.userId), userDecider);
  if (state.blocked) throw new AccountBlockedError(messages.accountBlocked);
  return actor;
}
