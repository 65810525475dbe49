import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { messages } from '@kamra/contracts/messages';
import { userStream, type UserEvent } from '@kamra/contracts/events';
import type { EventStore, RecordedEvent } from '@kamra/eventstore';
import { AccountBlockedError, UnauthenticatedError, type Actor } from '@kamra/platform';
import { requireActiveUser } from './require-active-user.js';

const userId = 'u-1';
const actor: Actor = { kind: 'user', userId, email: 'ayesha@example.pk', name: 'Ayesha Khan', isAdmin: false };

/** Only readStream is used: blocking is read from the person's own stream. */
function storeWith(events: readonly UserEvent[]): EventStore {
  const recorded: RecordedEvent[] = events.map((event, i) => ({
    streamId: userStream(userId),
    revision: BigInt(i),
    type: event.type,
    data: event.data,
    position: { major: 1n, minor: BigInt(i) },
    metadata: { eventId: `e${i}`, actorId: null, actorRole: 'admin', correlationId: 'c', causationId: null, occurredAt: '2025-03-01T00:00:00.000Z', schemaVersion: 1 },
  }));
  const unused = (): never => {
    throw new Error('not used by requireActiveUser');
  };
  return {
    readStream: async (streamId) => (streamId === userStream(userId) ? { events: recorded, revision: recorded.length ? BigInt(recorded.length - 1) : null } : { events: [], revision: null }),
    appendToStream: unused,
    readAll: unused,
    subscribeToAll: unused,
    close: async () => undefined,
  };
}

const requestFrom = (who: Actor): Request => ({ actor: who }) as Request;
const registered: UserEvent = { type: 'UserRegistered', data: { userId, name: 'Ayesha Khan', email: 'ayesha@example.pk', picture: null } };

describe('requireActiveUser', () => {
  it('lets an active user through', async () => {
    await expect(requireActiveUser(requestFrom(actor), storeWith([registered]))).resolves.toEqual(actor);
  });

  it('refuses a blocked user with a clear message (403)', async () => {
    const store = storeWith([registered, { type: 'UserBlocked', data: { userId } }]);
    const refusal = requireActiveUser(requestFrom(actor), store);
    await expect(refusal).rejects.toBeInstanceOf(AccountBlockedError);
    await expect(refusal).rejects.toThrow(messages.accountBlocked);
  });

  it('lets a user through again once unblocked', async () => {
    const store = storeWith([registered, { type: 'UserBlocked', data: { userId } }, { type: 'UserUnblocked', data: { userId } }]);
    await expect(requireActiveUser(requestFrom(actor), store)).resolves.toEqual(actor);
  });

  it('holds a blocked admin to it too, for their own content', async () => {
    const store = storeWith([registered, { type: 'UserBlocked', data: { userId } }]);
    await expect(requireActiveUser(requestFrom({ ...actor, isAdmin: true }), store)).rejects.toBeInstanceOf(AccountBlockedError);
  });

  it('asks an anonymous caller to sign in (401)', async () => {
    await expect(requireActiveUser(requestFrom({ kind: 'anonymous' }), storeWith([]))).rejects.toBeInstanceOf(UnauthenticatedError);
  });
});
