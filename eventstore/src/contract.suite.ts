import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConcurrencyError,
  comparePositions,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
} from './port.js';

/** Every adapter passes this suite. `open` gives a store over an empty log. */
export function eventStoreContract(name: string, open: () => Promise<{ store: EventStore; close(): Promise<void> }>): void {
  describe(`event store contract: ${name}`, () => {
    let store: EventStore;
    let close: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      ({ store, close } = await open());
    });
    afterAll(async () => {
      await close?.();
    });

    const stream = (): string => `test-${randomUUID()}`;

    it('appends to a new stream and reads it back in order with metadata', async () => {
      const id = stream();
      const result = await store.appendToStream(id, [event('A', 1), event('B', 2)], { expectedRevision: 'no_stream' });
      expect(result.nextExpectedRevision).toBe(1n);
      const read = await store.readStream(id);
      expect(read.revision).toBe(1n);
      expect(read.events.map((e) => [e.type, e.revision, e.data.n])).toEqual([
        ['A', 0n, 1],
        ['B', 1n, 2],
      ]);
      expect(read.events[0]?.metadata.correlationId).toBe('corr-1');
      expect(read.events[0]?.streamId).toBe(id);
      expect(comparePositions(present(read.events[1]).position, result.position)).toBe(0);
    });

    it('reads a missing stream as empty with no revision', async () => {
      expect(await store.readStream(stream())).toEqual({ events: [], revision: null });
    });

    it('refuses a stale expected revision with a ConcurrencyError and appends nothing', async () => {
      const id = stream();
      await store.appendToStream(id, [event('A', 1)], { expectedRevision: 'no_stream' });
      await store.appendToStream(id, [event('B', 2)], { expectedRevision: 0n });
      await expect(store.appendToStream(id, [event('C', 3)], { expectedRevision: 0n })).rejects.toBeInstanceOf(ConcurrencyError);
      await expect(store.appendToStream(id, [event('C', 3)], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(ConcurrencyError);
      const read = await store.readStream(id);
      expect(read.events.map((e) => e.type)).toEqual(['A', 'B']);
    });

    it('honours stream_exists and any', async () => {
      const id = stream();
      await expect(store.appendToStream(id, [event('A', 1)], { expectedRevision: 'stream_exists' })).rejects.toBeInstanceOf(ConcurrencyError);
      await store.appendToStream(id, [event('A', 1)], { expectedRevision: 'any' });
      await store.appendToStream(id, [event('B', 2)], { expectedRevision: 'stream_exists' });
      expect((await store.readStream(id)).revision).toBe(1n);
    });

    it('lets exactly one of many racing appenders with the same expectation win', async () => {
      const id = stream();
      await store.appendToStream(id, [event('A', 0)], { expectedRevision: 'no_stream' });
      const outcomes = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) => store.appendToStream(id, [event('Race', i)], { expectedRevision: 0n })),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(ConcurrencyError);
      expect((await store.readStream(id)).events).toHaveLength(2);
    });

    it('reads all events in increasing position order, after a position (exclusive), in pages', async () => {
      const id = stream();
      // Twelve events in one append: past ten, a text sort of positions would put 10 before 9.
      await store.appendToStream(id, Array.from({ length: 12 }, (_, i) => event('P', i + 1)), { expectedRevision: 'no_stream' });
      const everything = await readEverything(store);
      everything.slice(1).forEach((e, i) => {
        expect(comparePositions(present(everything[i]).position, e.position)).toBe(-1);
      });
      const mine = everything.filter((e) => e.streamId === id);
      expect(mine.map((e) => e.data.n)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
      expect((await store.readStream(id)).events.map((e) => e.revision)).toEqual(Array.from({ length: 12 }, (_, i) => BigInt(i)));
      const afterFirst = await store.readAll({ after: present(mine[0]).position, maxCount: 2 });
      expect(afterFirst).toHaveLength(2);
      expect(afterFirst[0]?.data.n).toBe(2);
    });

    it('subscribes from a position: catches up, then delivers live appends exactly once', async () => {
      const id = stream();
      await store.appendToStream(id, [event('S', 1), event('S', 2)], { expectedRevision: 'no_stream' });
      const start = present((await store.readStream(id)).events[0]).position;
      const seen: RecordedEvent[] = [];
      const subscription = store.subscribeToAll({
        after: start,
        onEvent: async (e) => {
          if (e.streamId === id) seen.push(e);
        },
      });
      await subscription.caughtUp;
      expect(seen.map((e) => e.data.n)).toEqual([2]);
      await store.appendToStream(id, [event('S', 3)], { expectedRevision: 1n });
      await store.appendToStream(id, [event('S', 4)], { expectedRevision: 2n });
      await waitFor(() => seen.length === 3);
      await subscription.stop();
      await store.appendToStream(id, [event('S', 5)], { expectedRevision: 3n });
      await new Promise((r) => setTimeout(r, 300));
      expect(seen.map((e) => e.data.n)).toEqual([2, 3, 4]);
    });

    it('reports a handler failure through onError and stops delivering', async () => {
      const id = stream();
      await store.appendToStream(id, [event('F', 1)], { expectedRevision: 'no_stream' });
      const errors: unknown[] = [];
      const subscription = store.subscribeToAll({
        onEvent: async (e) => {
          if (e.streamId === id) throw new Error('handler failed');
        },
        onError: (error) => errors.push(error),
      });
      await waitFor(() => errors.length === 1);
      await subscription.stop();
      expect(String(errors[0])).toContain('handler failed');
    });
  });
}

export function event(type: string, n: number): NewEvent {
  return {
    type,
    data: { n },
    metadata: {
      eventId: randomUUID(),
      actorId: 'user-1',
      actorRole: 'user',
      correlationId: 'corr-1',
      causationId: null,
      occurredAt: '2026-11-21T10:00:00.000Z',
      schemaVersion: 1,
    },
  };
}

export async function readEverything(store: EventStore): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  for (;;) {
    const page = await store.readAll({ after: all.at(-1)?.position ?? null, maxCount: 1000 });
    if (page.length === 0) return all;
    all.push(...page);
  }
}

export async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

export function present<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}
