/**
 * A listing's life after approval over HTTP, against the whole app: reports, the admins' reports list, dismissing and
 * taking down; closing as rented or sold; expiry and renewal on a test clock; and the history
 * of every new event with its actor.
 */
import { randomUUID } from 'node:crypto';
import { listingStream } from '@kamra/contracts/events';
import { messages } from '@kamra/contracts/messages';
import { formatPosition } from '@kamra/eventstore';
import { DAY_MS } from '@kamra/contracts/rules';
import type { AdminQueueItem, ApiError, CommandAccepted, ListingCard, ListingDetail, ListingHistoryEntry, MyListing, Page, ReportedListingView } from '@kamra/contracts/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';
import { submittedListing } from '../listings/listing-forms.js';

let kamra: TestKamra;
let clock = Date.parse('2025-03-01T09:00:00.000Z');
let admin: { userId: string; token: string };
let owner: { userId: string; token: string };
let seeker: { userId: string; token: string };
let another: { userId: string; token: string };

beforeAll(async () => {
  kamra = await startTestKamra({}, { now: () => new Date(clock) });
  admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
  owner = await kamra.signIn({ name: 'Ayesha Khan' });
  seeker = await kamra.signIn({ name: 'Bilal Ahmed' });
  another = await kamra.signIn({ name: 'Sana Mir' });
});
afterAll(async () => {
  await kamra.close();
});

type Answer = CommandAccepted & Partial<ApiError>;
let lastPosition = '';

async function send(method: 'POST' | 'DELETE', path: string, token: string | undefined, json?: unknown) {
  const response = await kamra.request(path, { method, token, json });
  const body = (await response.json()) as Answer;
  if (body.position) lastPosition = body.position;
  return { status: response.status, body };
}

async function get<T>(path: string, token?: string): Promise<{ status: number; body: T }> {
  const response = await kamra.request(path, { token, headers: { 'x-after-position': lastPosition } });
  return { status: response.status, body: (await response.json()) as T };
}

async function approvedListing(): Promise<string> {
  const id = await submittedListing(kamra, owner.token);
  expect((await send('POST', `/api/listings/${id}/approve`, admin.token)).status).toBe(200);
  return id;
}

const report = (id: string, token: string | undefined, json: unknown = { reason: 'scam' }) => send('POST', `/api/listings/${id}/reports`, token, json);
const inSearch = async (id: string) => (await get<Page<ListingCard>>('/api/listings?kind=accessory&location=all&limit=50')).body.items.some((card) => card.id === id);
const mine = async (id: string) => (await get<Page<MyListing>>('/api/me/listings?kind=accessory', owner.token)).body.items.find((item) => item.id === id);
const history = async (id: string) => (await get<ListingHistoryEntry[]>(`/api/admin/listings/${id}/history`, admin.token)).body;

describe('abilities the detail page sends for its viewer', () => {
  const abilitiesOn = async (id: string, token?: string) => {
    const response = await kamra.request(`/api/listings/${id}`, { token, headers: { 'x-after-position': lastPosition } });
    return { abilities: ((await response.json()) as ListingDetail).abilities, cacheControl: response.headers.get('cache-control') };
  };

  it('says what each viewer may do, the same as the commands answer', async () => {
    const id = await approvedListing();
    expect(await abilitiesOn(id)).toEqual({
      abilities: { edit: false, close: false, renew: false, delete: false, boost: false, report: false, withdrawChanges: false }, cacheControl: null,
    });
    // A signed-in viewer's answer is theirs alone, so it is never cached.
    expect(await abilitiesOn(id, seeker.token)).toEqual({
      abilities: { edit: false, close: false, renew: false, delete: false, boost: false, report: true, withdrawChanges: false }, cacheControl: 'no-store',
    });
    expect((await abilitiesOn(id, owner.token)).abilities).toEqual({ edit: true, close: true, renew: false, delete: true, boost: true, report: false, withdrawChanges: false });
    expect((await abilitiesOn(id, admin.token)).abilities).toEqual({ edit: false, close: false, renew: false, delete: true, boost: false, report: true, withdrawChanges: false });

    expect(await report(id, seeker.token)).toMatchObject({ status: 201 });
    expect((await abilitiesOn(id, seeker.token)).abilities.report).toBe(false);
    expect(await report(id, seeker.token)).toMatchObject({ status: 409 });
    expect((await abilitiesOn(id, another.token)).abilities.report).toBe(true);
    expect((await mine(id))?.abilities).toEqual({ edit: true, close: true, renew: false, delete: true, boost: true, report: false, withdrawChanges: false });
  });
});

describe('the admins\' review queue', () => {
  it('lists a pending listing as a queue item: the card and what asks for a closer look, no owner\'s view', async () => {
    const id = await submittedListing(kamra, owner.token);
    const queue = await get<Page<AdminQueueItem>>('/api/admin/queue?kind=accessory&limit=50', admin.token);
    const item = queue.body.items.find((listing) => listing.id === id);
    expect(item).toMatchObject({ id, status: 'pending', duplicateOf: null, openReports: 0 });
    for (const ownersOnly of ['abilities', 'needsBoost', 'rejectionReason', 'expired', 'closed']) expect(item).not.toHaveProperty(ownersOnly);
  });
});

describe('reporting a listing', () => {
  it('takes a report from a signed-in user, once while it is open', async () => {
    const id = await approvedListing();
    expect(await report(id, undefined)).toMatchObject({ status: 401 });
    expect(await report(id, seeker.token)).toMatchObject({ status: 201, body: { message: messages.listingReported } });
    expect(await report(id, seeker.token)).toMatchObject({ status: 409, body: { error: { message: messages.reportAlreadyOpen } } });
    expect(await report(id, owner.token)).toMatchObject({ status: 403, body: { error: { message: messages.reportOwnListing } } });
  });

  it('needs a listed reason, and details for "other"', async () => {
    const id = await approvedListing();
    expect(await report(id, seeker.token, { reason: 'boring' })).toMatchObject({ status: 422, body: { error: { fields: { reason: messages.reportReasonRequired } } } });
    expect(await report(id, seeker.token, { reason: 'other', details: '   ' })).toMatchObject({ status: 422, body: { error: { fields: { details: messages.reportDetailsRequired } } } });
    expect(await report(id, seeker.token, { reason: 'other', details: 'The phone number belongs to someone else' })).toMatchObject({ status: 201 });
  });

  it('is a 404 for a listing the public cannot see', async () => {
    const pending = await submittedListing(kamra, owner.token);
    expect(await report(pending, seeker.token)).toMatchObject({ status: 404, body: { error: { message: messages.listingNotFound } } });
  });

  it('groups open reports by listing for admins, most reported first; dismissing clears them and lets people report again', async () => {
    const once = await approvedListing();
    const twice = await approvedListing();
    await report(once, seeker.token, { reason: 'offensive' });
    await report(twice, seeker.token, { reason: 'scam' });
    await report(twice, another.token, { reason: 'other', details: 'Wants an advance by bank transfer' });

    expect((await get('/api/admin/reports', seeker.token)).status).toBe(403);
    const forged = (latestUs: string) => Buffer.from(JSON.stringify({ reports: 1, latestUs, id: 'x' })).toString('base64url');
    for (const cursor of ['bad', Buffer.from('{"reports":0}').toString('base64url'), forged('99999999999999999999'), forged('1e3')]) {
      expect(await get(`/api/admin/reports?cursor=${cursor}`, admin.token)).toMatchObject({ status: 400, body: { error: { message: messages.reportsCursorInvalid } } });
    }
    const { body: reported } = await get<ReportedListingView[]>('/api/admin/reports', admin.token);
    const ids = reported.map((entry) => entry.listing.id);
    expect(ids.indexOf(twice)).toBeLessThan(ids.indexOf(once));
    const entry = reported.find((candidate) => candidate.listing.id === twice);
    expect(entry).toMatchObject({
      openReports: 2,
      listing: { ownerId: owner.userId, ownerName: 'Ayesha Khan' },
      reasons: [{ reason: 'other', count: 1 }, { reason: 'scam', count: 1 }],
    });
    expect(entry?.reports.map((r) => r.reporter.name).sort()).toEqual(['Bilal Ahmed', 'Sana Mir']);

    expect((await send('POST', `/api/admin/listings/${twice}/reports/dismiss`, seeker.token)).status).toBe(403);
    expect(await send('POST', `/api/admin/listings/${twice}/reports/dismiss`, admin.token)).toMatchObject({ status: 200, body: { message: messages.reportsDismissed } });
    expect(await send('POST', `/api/admin/listings/${twice}/reports/dismiss`, admin.token)).toMatchObject({ status: 200, body: { message: messages.noOpenReports } });
    const after = (await get<ReportedListingView[]>('/api/admin/reports', admin.token)).body;
    expect(after.some((candidate) => candidate.listing.id === twice)).toBe(false);
    expect(await report(twice, seeker.token)).toMatchObject({ status: 201 });

    const trail = await history(twice);
    expect(trail.map((e) => e.type)).toEqual(['ListingSubmitted', 'ListingApproved', 'ListingReported', 'ListingReported', 'ListingReportsDismissed', 'ListingReported']);
    expect(trail[3]).toMatchObject({ actor: { id: another.userId, name: 'Sana Mir', role: 'user' }, reportReason: 'other', details: 'Wants an advance by bank transfer' });
    expect(trail[4]).toMatchObject({ actor: { id: admin.userId, role: 'admin' }, dismissed: 2 });
  });

  it('lets an admin take a reported listing down with a reason, which empties its reports', async () => {
    const id = await approvedListing();
    await report(id, seeker.token);
    expect(await send('DELETE', `/api/listings/${id}`, admin.token, { reason: 'Scam: asks for an advance' })).toMatchObject({ status: 200 });
    const reported = (await get<ReportedListingView[]>('/api/admin/reports', admin.token)).body;
    expect(reported.some((entry) => entry.listing.id === id)).toBe(false);
    expect((await history(id)).at(-1)).toMatchObject({ type: 'ListingDeleted', by: 'admin', reason: 'Scam: asks for an advance', actor: { id: admin.userId } });
  });
});

describe('marking as rented or sold', () => {
  it('takes the listing out of search at once and shows the owner it was sold', async () => {
    const id = await approvedListing();
    expect(await inSearch(id)).toBe(true);
    expect(await send('POST', `/api/listings/${id}/close`, seeker.token, { outcome: 'sold' })).toMatchObject({ status: 403, body: { error: { message: messages.ownerOnly } } });
    expect(await send('POST', `/api/listings/${id}/close`, owner.token, { outcome: 'rented' })).toMatchObject({ status: 422 });
    expect(await send('POST', `/api/listings/${id}/close`, owner.token, { outcome: 'nope' })).toMatchObject({ status: 422, body: { error: { fields: { outcome: messages.closeOutcomeRequired } } } });
    expect(await send('POST', `/api/listings/${id}/close`, owner.token, { outcome: 'sold' })).toMatchObject({ status: 200, body: { message: messages.listingClosedSold } });
    expect(await send('POST', `/api/listings/${id}/close`, owner.token, { outcome: 'sold' })).toMatchObject({ status: 409 });
    expect(await inSearch(id)).toBe(false);
    expect(await mine(id)).toMatchObject({ closed: 'sold', expired: false, abilities: { renew: false, close: false, boost: false }, needsBoost: false });
    // Not in search, so nothing to boost: the checkout refuses it, as abilities.boost said.
    expect(await send('POST', '/api/payments/checkout', owner.token, { listingId: id, package: 'basic' }))
      .toMatchObject({ status: 409, body: { error: { message: messages.boostListingClosed } } });
    expect((await get(`/api/listings/${id}`)).status).toBe(404);
    // The owner's page says it is closed; a seeker never learns how it ended.
    expect(await get(`/api/listings/${id}`, owner.token)).toMatchObject({ status: 200, body: { closed: 'sold', expired: false } });
    expect(await get(`/api/listings/${id}`, admin.token)).toMatchObject({ status: 200, body: { closed: 'sold' } });
    expect((await history(id)).at(-1)).toMatchObject({ type: 'ListingClosed', outcome: 'sold', actor: { id: owner.userId, role: 'user' } });
  });
});

describe('expiry and renewal', () => {
  it('shows a listing for 60 days, renews from 7 days before, and brings an expired one back', async () => {
    clock = Date.parse('2025-04-01T09:00:00.000Z');
    const id = await approvedListing();
    expect(await mine(id)).toMatchObject({ expiresAt: '2025-05-31T09:00:00.000Z', expired: false, abilities: { renew: false } });
    expect(await get(`/api/listings/${id}`, owner.token)).toMatchObject({ body: { closed: null, expired: false } });
    const publicDetail = (await get<ListingDetail>(`/api/listings/${id}`)).body;
    expect('closed' in publicDetail || 'expired' in publicDetail).toBe(false);
    expect(await send('POST', `/api/listings/${id}/renew`, owner.token)).toMatchObject({ status: 409, body: { error: { message: messages.renewNotYet } } });

    clock += 53 * DAY_MS + 1;
    expect(await mine(id)).toMatchObject({ abilities: { renew: true }, expired: false });

    clock = Date.parse('2025-05-31T09:00:00.000Z');
    expect(await inSearch(id)).toBe(false);
    expect(await mine(id)).toMatchObject({ expired: true, abilities: { renew: true, close: true, boost: false } });
    expect(await send('POST', '/api/payments/checkout', owner.token, { listingId: id, package: 'basic' }))
      .toMatchObject({ status: 409, body: { error: { message: messages.boostListingExpired } } });
    expect((await get(`/api/listings/${id}`)).status).toBe(404);
    expect(await get(`/api/listings/${id}`, owner.token)).toMatchObject({ status: 200, body: { closed: null, expired: true } });

    expect(await send('POST', `/api/listings/${id}/renew`, seeker.token)).toMatchObject({ status: 403 });
    expect(await send('POST', `/api/listings/${id}/renew`, owner.token)).toMatchObject({ status: 200, body: { message: messages.listingRenewed } });
    expect(await inSearch(id)).toBe(true);
    expect(await mine(id)).toMatchObject({ expired: false, expiresAt: '2025-07-30T09:00:00.000Z' });
    expect((await history(id)).at(-1)).toMatchObject({ type: 'ListingRenewed', visibleUntil: '2025-07-30T09:00:00.000Z', actor: { id: owner.userId } });
  });

  it('counts an approval recorded without its moment from when it was recorded, on both sides', async () => {
    clock = Date.parse('2025-08-01T09:00:00.000Z');
    const id = await submittedListing(kamra, owner.token);
    // As approvals were stored before they carried approvedAt (and as the demo seed still writes them).
    const recorded = await kamra.store.appendToStream(listingStream(id), [{
      type: 'ListingApproved',
      data: { listingId: id },
      metadata: {
        eventId: randomUUID(), actorId: admin.userId, actorRole: 'admin', correlationId: randomUUID(), causationId: null,
        occurredAt: new Date(clock).toISOString(), schemaVersion: 1,
      },
    }], { expectedRevision: 'any' });
    lastPosition = formatPosition(recorded.position);
    expect(await mine(id)).toMatchObject({ expiresAt: '2025-09-30T09:00:00.000Z', abilities: { renew: false } });
    expect(await send('POST', `/api/listings/${id}/renew`, owner.token)).toMatchObject({ status: 409, body: { error: { message: messages.renewNotYet } } });

    clock = Date.parse('2025-10-01T09:00:00.000Z');
    expect(await send('POST', '/api/payments/checkout', owner.token, { listingId: id, package: 'basic' }))
      .toMatchObject({ status: 409, body: { error: { message: messages.boostListingExpired } } });
    expect(await send('POST', `/api/listings/${id}/renew`, owner.token)).toMatchObject({ status: 200, body: { message: messages.listingRenewed } });
    expect(await mine(id)).toMatchObject({ expired: false, expiresAt: '2025-11-30T09:00:00.000Z' });
  });
});
