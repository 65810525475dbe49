import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStream, type UserEvent } from '@kamra/contracts/events';
import { ConcurrencyError, PostgresEventStore, type EventStore } from '@kamra/eventstore';
import { ConflictError, openDatabase, type Database } from '@kamra/platform';
import type { Decider } from './decider.js';
import { handleCommand, loadAggregate } from './handle-command.js';
import type { CommandContext } from './event-metadata.js';

// A deliberately small aggregate: a user may be blocked once; a second block is a conflict.
type State = { exists: boolean; blocked: boolean };
type Command = { type: 'Register'; userId: string } | { type: 'Block'; userId: string };
const decider: Decider<State, Command, UserEvent> = {
  initialState: () => ({ exists: false, blocked: false }),
  evolve: (state, event) => {
    if (event.type === 'UserRegistered') return { ...state, exists: true };
    if (event.type === 'UserBlocked') return { ...state, blocked: true };
    return state;
  },
  decide: (command, state) => {
    if (command.type === 'Register') {
      return state.exists ? [] : [{ type: 'UserRegistered', data: { userId: command.userId, name: 'Sana', email: 'sana@example.pk', picture: null } }];
    }
    if (state.blocked) throw new ConflictError('Already blocked.');
    return [{ type: 'UserBlocked', data: { userId: command.userId } }];
  },
};

const context = (correlationId: string): CommandContext => ({
  actor: { kind: 'user', userId: 'admin-1', email: 'admin@kamra.pk', name: 'Admin', isAdmin: true },
  correlationId,
  now: new Date('2026-11-21T10:00:00.000Z'),
});

describe('handleCommand', () => {
  let database: Database;
  let store: EventStore;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'memory' });
    store = await PostgresEventStore.create(database.pool);
  });
  afterAll(async () => {
    await database.close();
  });

  it('appends what decide returns, stamped with the actor and the request as correlation id', async () => {
    const result = await handleCommand(store, userStream('u1'), decider, { type: 'Register', userId: 'u1' }, context('req-1'));
    expect(result.events.map((e) => e.type)).toEqual(['UserRegistered']);
    expect(result.position).toMatch(/^\d+\.\d+$/);
    const [stored] = (await store.readStream(userStream('u1'))).events;
    expect(stored?.metadata).toMatchObject({
      actorId: 'admin-1', actorRole: 'admin', correlationId: 'req-1', occurredAt: '2026-11-21T10:00:00.000Z', schemaVersion: 1,
    });
  });

  it('appends nothing and answers no position when decide returns no events', async () => {
    const result = await handleCommand(store, userStream('u1'), decider, { type: 'Register', userId: 'u1' }, context('req-2'));
    expect(result).toEqual({ events: [], position: null });
    expect((await store.readStream(userStream('u1'))).events).toHaveLength(1);
  });

  it('decides again on fresh state after a concurrent write, so a rule the other write made false refuses', async () => {
    await handleCommand(store, userStream('u2'), decider, { type: 'Register', userId: 'u2' }, context('req-3'));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => handleCommand(store, userStream('u2'), decider, { type: 'Block', userId: 'u2' }, context(`block-${i}`))),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) {
      if (o.status === 'rejected') expect(o.reason instanceof ConflictError || o.reason instanceof ConcurrencyError).toBe(true);
    }
    const { state, revision } = await loadAggregate(store, userStream('u2'), decider);
    expect(state).toEqual({ exists: true, blocked: true });
    expect(revision).toBe(1n);
  });
});
