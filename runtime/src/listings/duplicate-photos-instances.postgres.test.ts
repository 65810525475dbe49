/**
 * Two copies of one photo submitted by two owners to two write-service instances at the same
 * moment: neither instance's index can hold the other's yet, so the submit route's own look may
 * pass both. The duplicate-picture reactor looks again once the log shows both, and flags the
 * one that came second, once, whichever instance's reactor holds the lock.
 */
import { listingStream } from '@kamra/contracts/events';
import type { SubmitAccepted } from '@kamra/contracts/read-models';
import { testDatabaseUrl } from '@kamra/platform/testing';
import { roomScene } from '@kamra/write-service/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingForm, listingText, SUBMIT_PATHS } from './listing-forms.js';
import { startTestKamrasOnPostgres, type TestKamra } from '../testing/test-kamra.js';

const onRealPostgres = testDatabaseUrl() ? describe : describe.skip;
if (!testDatabaseUrl()) console.info('TEST_DATABASE_URL is not set: the two-instance duplicate-photo test needs a real Postgres.');

const blob = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

onRealPostgres('the same photo submitted to two instances at once', () => {
  let cluster: Awaited<ReturnType<typeof startTestKamrasOnPostgres>>;
  let instances: TestKamra[] = [];

  beforeAll(async () => {
    cluster = await startTestKamrasOnPostgres(2);
    instances = cluster.instances;
  }, 60_000);
  afterAll(() => cluster?.close());

  async function submit(kamra: TestKamra, token: string, pictures: Buffer[]): Promise<SubmitAccepted> {
    const body = listingForm({ text: listingText('room'), pictures: pictures.map(blob), profile: 'avatar-2' });
    const response = await kamra.request(SUBMIT_PATHS.room, { method: 'POST', token, body });
    expect(response.status).toBe(202);
    return (await response.json()) as SubmitAccepted;
  }

  it('flags the later of the two, naming the earlier, exactly once', async () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error('two instances expected');
    const ayesha = await first.signIn({ name: 'Ayesha Khan' });
    const bilal = await second.signIn({ name: 'Bilal Ahmed' });
    const shared = await roomScene(31);
    const [a, b] = await Promise.all([
      submit(first, ayesha.token, [shared, await roomScene(32), await roomScene(33)]),
      submit(second, bilal.token, [shared, await roomScene(34), await roomScene(35)]),
    ]);

    const flagsOf = async (id: string) => (await first.store.readStream(listingStream(id))).events
      .filter((event) => event.type === 'ListingFlaggedAsDuplicate').map((event) => event.data as { matchingListingId: string });
    const positionOf = async (id: string) => (await first.store.readStream(listingStream(id))).events[0]?.position;
    const [positionA, positionB] = [await positionOf(a.id), await positionOf(b.id)];
    if (!positionA || !positionB) throw new Error('both submissions expected in the log');
    const [earlier, later] = positionA.major < positionB.major || (positionA.major === positionB.major && positionA.minor < positionB.minor) ? [a, b] : [b, a];

    const deadline = Date.now() + 20_000;
    while ((await flagsOf(later.id)).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    // A second look that would double the flag has had time to come.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    expect(await flagsOf(later.id)).toEqual([expect.objectContaining({ matchingListingId: earlier.id })]);
    expect(await flagsOf(earlier.id)).toEqual([]);
  }, 60_000);
});
