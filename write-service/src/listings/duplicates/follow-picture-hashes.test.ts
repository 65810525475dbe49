import { randomUUID } from 'node:crypto';
import type { AccessoryFields } from '@kamra/contracts/commands';
import { PostgresEventStore, type EventStore, type RecordedEvent } from '@kamra/eventstore';
import { createLogger, type Database } from '@kamra/platform';
import { openScratchDatabase } from '@kamra/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followPictureHashes } from './follow-picture-hashes.js';
import { PictureHashIndex } from './picture-hash-index.js';

const fields: AccessoryFields = {
  tagline: 'Study table', name: 'Wooden table', price: 4500, condition: 8, usageYear: 2,
  address: 'Saddar, Karachi', listerName: 'Sara', phone: '021-35551234',
};

async function submit(store: EventStore, letters: [string, string]) {
  const listingId = randomUUID();
  const pictures = letters.map((letter) => ({ file: `${letter.repeat(32)}.webp`, thumb: `${letter.repeat(32)}-400.webp`, width: 800, height: 600 }));
  return store.appendToStream(`listing-${listingId}`, [{
    type: 'ListingSubmitted',
    data: {
      listingId, ownerId: randomUUID(), kind: 'accessory', pictures, pictureHashes: letters.map((letter) => letter.repeat(16)),
      profile: { kind: 'avatar', name: 'avatar-3' }, submittedAt: new Date().toISOString(), fields,
    },
    metadata: { eventId: randomUUID(), actorId: null, actorRole: 'user', correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), schemaVersion: 1 },
  }], { expectedRevision: 'no_stream' });
}

async function eventually(check: () => boolean): Promise<void> {
  for (let i = 0; i < 250 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(check()).toBe(true);
}

describe('the picture-hash feed', () => {
  let database: Database;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await openScratchDatabase('pglite');
    store = await PostgresEventStore.create(database.pool);
  });
  afterAll(async () => {
    await store.close();
    await database.close();
  });

  it('follows the log again from where it stopped when a delivery fails, losing no picture', async () => {
    // The real store, with its deliveries failing twice, as a lost connection makes them fail.
    let failures = 2;
    const flaky: EventStore = Object.assign(Object.create(store) as EventStore, {
      subscribeToAll: (options: Parameters<EventStore['subscribeToAll']>[0]) => store.subscribeToAll({
        ...options,
        onEvent: async (event: RecordedEvent) => {
          if (failures > 0) {
            failures -= 1;
            throw new Error('connection terminated unexpectedly');
          }
          await options.onEvent(event);
        },
      }),
    });
    const first = await submit(store, ['a', 'b']);
    const index = new PictureHashIndex();
    const feed = followPictureHashes(flaky, index, createLogger('test'), 10);
    try {
      await eventually(() => feed.passed(first.position));
      expect(index.size).toBe(2);
      // And it goes on following live appends.
      const second = await submit(store, ['c', 'd']);
      await eventually(() => feed.passed(second.position));
      expect(index.size).toBe(4);
      expect(failures).toBe(0);
    } finally {
      await feed.stop();
    }
  });
});
