import { messages, userStream } from '@kamra/contracts';
import type { EventStore } from '@kamra/eventstore';
import { AccountBlockedError, requireUser, type SignedInActor } from '@kamra/platform';
import type { Request } from 'express';

/**
 * Every command from a person goes through here: signed in, and not blocked. Blocking is read
 * from the user's own stream (the write side never reads the read tables), so a block takes
 * effect on the very next command.
 */
export async function requireActiveUser(req: Request, store: EventStore): Promise<SignedInActor> {
  const actor = requireUser(req);
  const { events } = await store.readStream(userStream(actor.userId));
  let blocked = false;
  for (const event of events) {
    if (event.type === 'UserBlocked') blocked = true;
    if (event.type === 'UserUnblocked') blocked = false;
  }
  if (blocked) throw new AccountBlockedError(messages.accountBlocked);
  return actor;
}
