/**
 * A rebuild of the read tables swaps in tables whose checkpoint is where its scan of the log
 * ended, which can be behind where the live projector had got (events kept coming while the
 * rebuild built its indexes). The alerts reactor must not take the read tables to include an
 * approval they no longer include: matched against tables without the listing, the saved search
 * that should be told is told nothing, and the reactor moves past the approval for good.
 */
import { notificationsStream } from '@kamra/contracts/events';
import { comparePositions, type EventStore, type GlobalPosition } from '@kamra/eventstore';
import { createLogger } from '@kamra/platform';
import { projections, rebuildReadTables } from '@kamra/projector';
import { readCheckpoint } from '@kamra/read-model';
import { CheckpointWatch } from '@kamra/read-service';
import { openMessaging } from '@kamra/write-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAlerts } from '../alerts.js';
import { listingForm, listingText, pictures, SUBMIT_PATHS } from '../listings/listing-forms.js';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';

let kamra: TestKamra;

beforeAll(async () => {
  kamra = await startTestKamra();
});
afterAll(async () => {
  await kamra.close();
});

describe('the alerts reactor across a rebuild of the read tables', () => {
  it('tells a saved search of a listing approved while the rebuild was finishing', async () => {
    // The process's own watch of the read tables, fed by the projector as the runtime feeds its own.
    const checkpoints = new CheckpointWatch({ readCheckpoint: () => readCheckpoint(kamra.db), maxWaiters: 100, maxWaitMs: 2000 });
    const stopWatching = kamra.projector.onCheckpoint((position) => checkpoints.moved(position));
    const admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
    const lister = await kamra.signIn({ name: 'Lubna Lister' });
    const seeker = await kamra.signIn({ name: 'Sana Seeker' });
    expect((await kamra.request('/api/me/saved-searches', { method: 'POST', token: seeker.token, json: { kind: 'room', location: 'Lahore', alerts: 'daily' } })).status).toBe(201);
    await kamra.projector.caughtUp();
    await kamra.alerts.caughtUp();
    // Where the rebuild's scan of the log ends.
    const scanEnd = await kamra.store.headPosition?.();
    if (!scanEnd) throw new Error('the store names no head');
    // The alerts reactor is behind (stopped here), as it is while it mails a batch.
    await kamra.alerts.stop();

    const body = listingForm({ text: { ...listingText('room'), address: 'Gulberg III, Lahore', rent: '21000' }, pictures: await pictures(3), profile: 'avatar-4' });
    const submitted = await kamra.request(SUBMIT_PATHS.room, { method: 'POST', token: lister.token, body });
    const { id } = (await submitted.json()) as { id: string };
    expect((await kamra.request(`/api/listings/${id}/approve`, { method: 'POST', token: admin.token })).status).toBe(200);
    await kamra.projector.caughtUp();

    // The rebuild read the log up to scanEnd; the submission and approval came after its scan.
    const scanned = {
      readAll: async (options: Parameters<EventStore['readAll']>[0]) =>
        (await kamra.store.readAll(options)).filter((event) => comparePositions(event.position, scanEnd as GlobalPosition) <= 0),
    } as unknown as EventStore;
    await rebuildReadTables({ pool: kamra.database.pool, store: scanned, projections });

    const alerts = await startAlerts({
      store: kamra.store, database: kamra.database, checkpoints, logger: createLogger('test'), now: () => new Date(),
      email: openMessaging(kamra.config, kamra.database.pool, createLogger('test'), () => new Date()).email,
      publicUrl: kamra.config.publicUrl, secret: kamra.config.authSecret,
    });
    try {
      // Another event: the projector finds its checkpoint moved and projects again what the swap dropped.
      await kamra.signIn({ name: 'Someone Else' });
      await alerts.caughtUp();
      const { events } = await kamra.store.readStream(notificationsStream(seeker.userId));
      expect(events.map((event) => (event.data as { listingId: string }).listingId)).toEqual([id]);
    } finally {
      await alerts.stop();
      stopWatching();
      checkpoints.close();
    }
  }, 60_000);
});
