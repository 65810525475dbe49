/**
 * The dashboard's moderation figures count the changes to live listings that wait for an
 * admin, and the decisions on them, as the queue shows and the admins make them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats, QueueCounts } from '@kamra/contracts/read-models';
import { pakistanDate } from '@kamra/contracts/rules';
import { roomSubmission } from '@kamra/contracts/testing';
import { HARNESS_ADMIN_EMAIL, startReadServiceHarness, type Person, type ReadServiceHarness } from '../testing/read-service-harness.js';
import { base, ListingScript } from '../testing/listing-script.js';

const HOUR = 3_600_000;

let harness: ReadServiceHarness;
let admin: Person;

beforeAll(async () => {
  harness = await startReadServiceHarness();
  admin = await harness.signIn({ name: 'Admin', email: HARNESS_ADMIN_EMAIL });
});
afterAll(async () => {
  await harness.close();
});

async function get<T>(path: string): Promise<T> {
  const response = await harness.request(path, { token: admin.token });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe('the moderation figures', () => {
  it('count a waiting change in the queue from when it was sent, and a decision on one as a decision', async () => {
    const owner = await harness.signIn({ name: 'Ayesha Khan' });
    const script = new ListingScript(harness.store, { id: admin.userId, role: 'admin' });
    const now = Date.now();
    const room = roomSubmission(base(owner.userId, 'G-11/2, Islamabad', 3), { tagline: 'Room in G-11' });
    if (room.data.kind !== 'room') throw new Error('a room was expected');
    const { fields, pictures, profile } = room.data;
    const listingId = await script.submit(room);
    await script.approve(listingId, new Date(now - 48 * HOUR));
    const revise = (hoursAgo: number, tagline: string) => harness.record({
      type: 'ListingRevised',
      data: {
        listingId, kind: 'room', fields: { ...fields, tagline }, pictures, profile,
        revisedAt: new Date(now - hoursAgo * HOUR).toISOString(), besideLive: true,
        changes: [{ field: 'tagline', from: fields.tagline, to: tagline }],
      },
    }, { id: owner.userId, role: 'user' }, new Date(now - hoursAgo * HOUR));
    await revise(5, 'Sunny room in G-11');
    await harness.record({ type: 'ListingRevisionRejected', data: { listingId, reason: 'Say which floor' } }, { id: admin.userId, role: 'admin' }, new Date(now - 3 * HOUR));
    await revise(1, 'Sunny first-floor room in G-11');
    await harness.projector.caughtUp();

    const stats = await get<AdminStats>('/api/admin/stats');
    const counts = await get<QueueCounts>('/api/admin/queue/counts');
    expect(stats.queue.map(({ kind, pending }) => [kind, pending])).toEqual(Object.entries(counts));
    expect(stats.queue.find((row) => row.kind === 'room')).toEqual({ kind: 'room', pending: 1, oldestSubmittedAt: new Date(now - HOUR).toISOString() });

    // The listing's approval and the change's refusal: two decisions, waiting 24 h and 2 h.
    const day = (hoursAgo: number) => stats.decisionsPerDay.find((entry) => entry.day === pakistanDate(now - hoursAgo * HOUR));
    expect(stats.timeToDecision.decisions).toBe(2);
    expect(stats.timeToDecision.medianSeconds).toBe(Math.round((24 * HOUR + 2 * HOUR) / 2 / 1000));
    const rejectedOn = day(3);
    const approvedOn = day(48);
    expect(rejectedOn?.rejected).toBe(1);
    expect(approvedOn?.approved).toBe(1);
  });
});
