import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { userStream } from '@kamra/contracts/events';
import { createLogger, loadConfig } from '@kamra/platform';
import { readCheckpoint } from '@kamra/read-model';
import { startKamra } from './kamra.js';

describe('the one-process runtime on the embedded default', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kamra-data-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({ PORT: '0', DATA_DIR: dataDir });

  it('keeps its events and read tables across a restart, and migrates again safely', async () => {
    const userId = randomUUID();
    const first = await startKamra(config, { logger: createLogger('test'), serveWeb: false });
    try {
      await first.store.appendToStream(
        userStream(userId),
        [{
          type: 'UserRegistered',
          data: { userId, name: 'Hamza Ali', email: 'hamza@example.pk', picture: null },
          metadata: {
            eventId: randomUUID(), actorId: userId, actorRole: 'user', correlationId: 'c', causationId: null,
            occurredAt: new Date().toISOString(), schemaVersion: 1,
          },
        }],
        { expectedRevision: 'no_stream' },
      );
      await first.projector.caughtUp();
      expect(await readCheckpoint(first.db)).not.toBeNull();
    } finally {
      await first.close();
    }

    const second = await startKamra(config, { logger: createLogger('test'), serveWeb: false });
    try {
      expect((await second.store.readStream(userStream(userId))).events.map((e) => e.type)).toEqual(['UserRegistered']);
      expect(await readCheckpoint(second.db)).not.toBeNull();
      expect(await second.db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst()).toEqual({ name: 'Hamza Ali' });
      const ready = await fetch(`${second.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(((await ready.json()) as { projector: { lag: number } }).projector.lag).toBe(0);
      expect(await (await fetch(`${second.url}/healthz`)).json()).toEqual({ ok: true });
    } finally {
      await second.close();
    }
  }, 120_000);
});
