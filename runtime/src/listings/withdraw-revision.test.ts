/**
 * Withdrawing waiting changes through the real services: DELETE /api/listings/:id/revision on
 * the write side, then what detail, My Listings, the admin queue, its counts and stats, and the
 * history show on the read side.
 */
import { messages } from '@kamra/contracts/messages';
import type {
  AdminQueueItem, AdminStats, ApiError, ListingDetail, ListingHistoryEntry, MyListing, Page, RevisionAccepted,
} from '@kamra/contracts/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';
import { listingText, revisionForm, submittedListing, submittedPictureFiles } from './listing-forms.js';

let kamra: TestKamra;
let admin: { userId: string; token: string };
let owner: { userId: string; token: string };
let stranger: { userId: string; token: string };

beforeAll(async () => {
  kamra = await startTestKamra();
  admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
  owner = await kamra.signIn({ name: 'Ayesha Khan' });
  stranger = await kamra.signIn({ name: 'Bilal Ahmed' });
});
afterAll(async () => {
  await kamra.close();
});

async function withdraw(id: string, token: string) {
  const response = await kamra.request(`/api/listings/${id}/revision`, { method: 'DELETE', token });
  return { status: response.status, body: (await response.json()) as RevisionAccepted & Partial<ApiError> };
}

async function read<T>(pathname: string, position: string, token?: string): Promise<T> {
  const response = await kamra.request(pathname, { token, headers: { 'x-after-position': position } });
  if (response.status !== 200) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** An approved accessory of the owner's with a price change waiting for review, and the position of that edit. */
async function approvedWithWaitingPrice(price: string): Promise<{ id: string; position: string }> {
  const id = await submittedListing(kamra, owner.token);
  const approval = await kamra.request(`/api/listings/${id}/approve`, { method: 'POST', token: admin.token });
  expect(approval.status).toBe(200);
  const body = revisionForm({ changed: { price }, keep: await submittedPictureFiles(kamra, id) });
  const sent = await kamra.request(`/api/listings/${id}`, { method: 'PUT', token: owner.token, body });
  expect(sent.status).toBe(202);
  return { id, position: ((await sent.json()) as RevisionAccepted).position };
}

const waitingCount = (stats: AdminStats) => stats.queue.find((entry) => entry.kind === 'accessory')?.pending ?? 0;

describe('a lister takes back a wrong price waiting for review', () => {
  it('leaves the live listing as it was, and nothing of the change in the queue, the stats or the owner’s views', async () => {
    const { id, position } = await approvedWithWaitingPrice('3900');
    // The server offers the withdrawal to the owner alone, and only while the changes wait.
    expect((await read<ListingDetail>(`/api/listings/${id}`, position, owner.token)).abilities.withdrawChanges).toBe(true);
    expect((await read<ListingDetail>(`/api/listings/${id}`, position, admin.token)).abilities.withdrawChanges).toBe(false);
    const queued = await read<Page<AdminQueueItem>>('/api/admin/queue?kind=accessory', position, admin.token);
    expect(queued.items.some((entry) => entry.id === id)).toBe(true);
    const countsBefore = await read<Record<string, number>>('/api/admin/queue/counts', position, admin.token);
    const statsBefore = await read<AdminStats>('/api/admin/stats', position, admin.token);

    const taken = await withdraw(id, owner.token);
    expect(taken).toMatchObject({ status: 202, body: { id, status: 'approved', message: messages.revisionWithdrawn } });
    const after = taken.body.position;

    const own = await read<ListingDetail>(`/api/listings/${id}`, after, owner.token);
    expect(own).toMatchObject({ status: 'approved', price: Number(listingText('accessory').price) });
    expect(own.revision).toBeUndefined();
    expect(own.abilities.withdrawChanges).toBe(false);
    const asAdmin = await read<ListingDetail>(`/api/listings/${id}`, after, admin.token);
    expect(asAdmin.revision).toBeUndefined();
    const mine = await read<Page<MyListing>>('/api/me/listings?kind=accessory', after, owner.token);
    expect(mine.items.find((entry) => entry.id === id)?.revision).toBeNull();

    const queue = await read<Page<AdminQueueItem>>('/api/admin/queue?kind=accessory', after, admin.token);
    expect(queue.items.some((entry) => entry.id === id)).toBe(false);
    const counts = await read<Record<string, number>>('/api/admin/queue/counts', after, admin.token);
    expect(counts.accessory).toBe((countsBefore.accessory ?? 0) - 1);
    expect(waitingCount(await read<AdminStats>('/api/admin/stats', after, admin.token))).toBe(waitingCount(statsBefore) - 1);

    const history = await read<ListingHistoryEntry[]>(`/api/admin/listings/${id}/history`, after, admin.token);
    expect(history.at(-1)).toMatchObject({ type: 'ListingRevisionWithdrawn', actor: { id: owner.userId, role: 'user' } });

    // An admin who had the change open decides nothing: the listing is simply approved.
    const late = await kamra.request(`/api/listings/${id}/approve`, { method: 'POST', token: admin.token });
    expect(late.status).toBe(409);
  });
});

describe('who may withdraw, and when', () => {
  it('refuses anyone but the owner as other owner-only commands do, an admin too', async () => {
    const { id } = await approvedWithWaitingPrice('4100');
    expect(await withdraw(id, stranger.token)).toMatchObject({ status: 403, body: { error: { message: messages.ownerOnly } } });
    expect(await withdraw(id, admin.token)).toMatchObject({ status: 403, body: { error: { message: messages.ownerOnly } } });
    expect((await kamra.request(`/api/listings/${id}/revision`, { method: 'DELETE' })).status).toBe(401);
  });

  it('answers 409 when nothing waits: never edited, withdrawn already, or decided', async () => {
    const plain = await submittedListing(kamra, owner.token);
    expect(await withdraw(plain, owner.token)).toMatchObject({ status: 409, body: { error: { message: messages.withdrawNothingWaiting } } });

    const { id } = await approvedWithWaitingPrice('4200');
    expect((await withdraw(id, owner.token)).status).toBe(202);
    expect(await withdraw(id, owner.token)).toMatchObject({ status: 409, body: { error: { message: messages.withdrawNothingWaiting } } });

    const decided = await approvedWithWaitingPrice('4300');
    expect((await kamra.request(`/api/listings/${decided.id}/approve`, { method: 'POST', token: admin.token })).status).toBe(200);
    expect(await withdraw(decided.id, owner.token)).toMatchObject({ status: 409, body: { error: { message: messages.withdrawNothingWaiting } } });
  });

  it('a listing that does not exist is not found', async () => {
    expect((await withdraw('a1b2c3d4-0000-4000-8000-00000000dead', owner.token)).status).toBe(404);
  });
});
