import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PostgresEventStore } from '@kamra/eventstore';
import { LocalImageStore, type Database } from '@kamra/platform';
import { openScratchDatabase } from '@kamra/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanImages } from './sweep-orphan-images.js';

const name = (n: number, thumb = false) => `${n.toString(16).padStart(32, '0')}${thumb ? '-400' : ''}.webp`;
/** A thumbnail's JPEG, made for emails: no event names it, its thumbnail keeps it. */
const jpeg = (n: number) => name(n, true).replace(/\.webp$/, '.jpg');

describe('sweeping orphan images', () => {
  let database: Database;
  let dir: string;

  beforeAll(async () => {
    database = await openScratchDatabase('pglite');
    dir = mkdtempSync(path.join(tmpdir(), 'kamra-sweep-'));
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('removes only old files that no event names, and never anything else', async () => {
    const store = await PostgresEventStore.create(database.pool);
    const blogId = randomUUID();
    await store.appendToStream(`blog-${blogId}`, [{
      type: 'BlogPublished',
      data: { blogId, pictures: [{ file: name(1), thumb: name(1, true), width: 10, height: 10 }] },
      metadata: { eventId: randomUUID(), actorId: null, actorRole: 'admin', correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), schemaVersion: 1 },
    }], { expectedRevision: 'no_stream' });
    const now = new Date('2026-11-20T12:00:00Z');
    const twoDaysAgo = new Date(now.getTime() - 2 * 24 * 3600 * 1000);
    for (const file of [name(1), name(1, true), jpeg(1), name(2), name(2, true), jpeg(2), name(3), 'notes.txt']) {
      writeFileSync(path.join(dir, file), 'x');
      utimesSync(path.join(dir, file), twoDaysAgo, twoDaysAgo);
    }
    // Saved a minute ago by a request whose event may not be appended yet.
    const young = new Date(now.getTime() - 60_000);
    utimesSync(path.join(dir, name(3)), young, young);

    const result = await sweepOrphanImages({ store, images: new LocalImageStore(dir), now });

    expect(result.removed.sort()).toEqual([name(2), name(2, true), jpeg(2)].sort());
    expect(readdirSync(dir).sort()).toEqual([name(1), name(1, true), jpeg(1), name(3), 'notes.txt'].sort());
  });
});
