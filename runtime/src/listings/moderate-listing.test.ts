import { messages } from '@kamra/contracts/messages';
import type { ApiError, CommandAccepted } from '@kamra/contracts/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';
import { block, listingEvents, submittedListing } from './listing-forms.js';

let kamra: TestKamra;
let admin: { userId: string; token: string };
let owner: { userId: string; token: string };
let stranger: { userId: string; token: string };

const SECOND_ADMIN_EMAIL = 'second-admin@kamra.test';

beforeAll(async () => {
  kamra = await startTestKamra({ ADMIN_EMAILS: `${TEST_ADMIN_EMAIL},${SECOND_ADMIN_EMAIL}` });
  admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
  owner = await kamra.signIn({ name: 'Ayesha Khan' });
  stranger = await kamra.signIn({ name: 'Bilal Ahmed' });
});
afterAll(async () => {
  await kamra.close();
});

async function send(method: 'POST' | 'DELETE', path: string, token: string | undefined, json?: unknown) {
  const response = await kamra.request(path, { method, token, json });
  return { status: response.status, body: (await response.json()) as CommandAccepted & Partial<ApiError> };
}
const approve = (id: string, token?: string) => send('POST', `/api/listings/${id}/approve`, token);
const reject = (id: string, token?: string, reason: unknown = 'Pictures do not show the room') =>
  send('POST', `/api/listings/${id}/reject`, token, { reason });
const remove = (id: string, token?: string) => send('DELETE', `/api/listings/${id}`, token);

async function eventTypes(id: string): Promise<string[]> {
  return (await listingEvents(kamra, id)).map((event) => event.type);
}

describe('approving', () => {
  it('is for admins: 401 signed out, 403 for a user, and nothing appended', async () => {
    const id = await submittedListing(kamra, owner.token);
    expect((await approve(id)).status).toBe(401);
    expect((await approve(id, owner.token)).status).toBe(403);
    expect(await eventTypes(id)).toEqual(['ListingSubmitted']);
  });

  it('approves once; a second approval is refused (409) and says the listing is already approved', async () => {
    const id = await submittedListing(kamra, owner.token);
    const first = await approve(id, admin.token);
    expect(first).toMatchObject({ status: 200, body: { message: messages.listingApproved } });
    const events = await listingEvents(kamra, id);
    expect(events.map((event) => event.type)).toEqual(['ListingSubmitted', 'ListingApproved']);
    expect(events[1]?.metadata).toMatchObject({ actorId: admin.userId, actorRole: 'admin' });

    const again = await approve(id, admin.token);
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'conflict', message: messages.listingAlreadyApproved } } });
    expect(await eventTypes(id)).toHaveLength(2);
  });

  it('fails on a deleted listing (409) and on an unknown one (404)', async () => {
    const id = await submittedListing(kamra, owner.token);
    expect((await remove(id, owner.token)).status).toBe(200);
    expect(await approve(id, admin.token)).toMatchObject({ status: 409, body: { error: { message: messages.listingWasDeleted } } });
    expect(await approve('0b8f6f1e-0000-4000-8000-000000000000', admin.token)).toMatchObject({ status: 404, body: { error: { message: messages.listingNotFound } } });
    expect((await approve('not%20an%20id', admin.token)).status).toBe(404);
  });
});

describe('rejecting', () => {
  it('needs a reason', async () => {
    const id = await submittedListing(kamra, owner.token);
    const blank = await reject(id, admin.token, '   ');
    expect(blank.status).toBe(422);
    expect(blank.body.error?.fields?.reason).toBe(messages.rejectionReasonRequired);
    expect((await reject(id, admin.token, 42)).status).toBe(422);
    expect(await eventTypes(id)).toEqual(['ListingSubmitted']);
  });

  it('rejects with the reason, once; only admins may', async () => {
    const id = await submittedListing(kamra, owner.token);
    expect((await reject(id, owner.token)).status).toBe(403);
    expect(await reject(id, admin.token)).toMatchObject({ status: 200, body: { message: messages.listingRejected } });
    const rejected = (await listingEvents(kamra, id))[1];
    expect(rejected).toMatchObject({ type: 'ListingRejected', data: { reason: 'Pictures do not show the room' } });
    expect(await reject(id, admin.token, 'Another reason')).toMatchObject({ status: 409, body: { error: { message: messages.listingAlreadyRejected } } });
    expect(await approve(id, admin.token)).toMatchObject({ status: 409, body: { error: { message: messages.listingAlreadyRejected } } });
  });
});

describe('two admins deciding the same listing at once', () => {
  it('records one decision and tells the other admin what it was', async () => {
    const second = await kamra.signIn({ name: 'Second Admin', email: SECOND_ADMIN_EMAIL });
    for (let round = 0; round < 3; round++) {
      const id = await submittedListing(kamra, owner.token);
      const [approval, rejection] = await Promise.all([approve(id, admin.token), reject(id, second.token)]);
      const answers = [approval, rejection];
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const types = await eventTypes(id);
      expect(types).toHaveLength(2);
      const loser = approval.status === 409 ? approval : rejection;
      expect(loser.body.error?.message).toBe(
        types[1] === 'ListingApproved' ? messages.listingAlreadyApproved : messages.listingAlreadyRejected,
      );
    }
  });
});

describe('deleting', () => {
  it('lets only the owner delete a rejected listing', async () => {
    const id = await submittedListing(kamra, owner.token);
    await reject(id, admin.token);
    expect(await remove(id, admin.token)).toMatchObject({ status: 403, body: { error: { message: messages.rejectedListingOwnerOnly } } });
    expect(await remove(id, owner.token)).toMatchObject({ status: 200, body: { message: messages.listingDeleted } });
    expect((await listingEvents(kamra, id)).at(-1)).toMatchObject({ type: 'ListingDeleted', data: { by: 'owner' } });
  });

  it('lets an admin delete an approved listing, and nobody else', async () => {
    const id = await submittedListing(kamra, owner.token);
    await approve(id, admin.token);
    expect(await remove(id, stranger.token)).toMatchObject({ status: 403, body: { error: { message: messages.listingDeleteForbidden } } });
    expect((await remove(id)).status).toBe(401);
    expect((await remove(id, admin.token)).status).toBe(200);
    expect((await listingEvents(kamra, id)).at(-1)).toMatchObject({ type: 'ListingDeleted', data: { by: 'admin' } });
  });

  it('answers 404 for a listing already deleted or never made', async () => {
    const id = await submittedListing(kamra, owner.token);
    expect((await remove(id, owner.token)).status).toBe(200);
    expect(await remove(id, owner.token)).toMatchObject({ status: 404, body: { error: { message: messages.listingNotFound } } });
    expect((await remove('0b8f6f1e-0000-4000-8000-000000000001', owner.token)).status).toBe(404);
    expect(await eventTypes(id)).toEqual(['ListingSubmitted', 'ListingDeleted']);
  });

  it('refuses a blocked owner', async () => {
    const lister = await kamra.signIn();
    const id = await submittedListing(kamra, lister.token);
    await block(kamra, lister.userId);
    expect(await remove(id, lister.token)).toMatchObject({ status: 403, body: { error: { message: messages.accountBlocked } } });
  });
});
