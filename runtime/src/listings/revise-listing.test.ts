/**
 * Editing listings through the real services: PUT /api/listings/:id on the write side, then what
 * search, detail, My Listings, the admin queue and the history show on the read side.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@kamra/contracts/messages';
import { listingStream } from '@kamra/contracts/events';
import type {
  AdminQueueItem, ApiError, ListingDetail, ListingHistoryEntry, ListingSearchPage, MyListing, Page, RevisionAccepted,
} from '@kamra/contracts/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';
import {
  block, listingEvents, listingForm, listingText, pictures, revisionForm, SUBMIT_PATHS, submittedListing, submittedPictureFiles,
} from './listing-forms.js';

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

async function revise(id: string, body: FormData, token: string | undefined = owner.token) {
  const response = await kamra.request(`/api/listings/${id}`, { method: 'PUT', token, body });
  return { status: response.status, body: (await response.json()) as RevisionAccepted & Partial<ApiError> };
}

async function command(pathname: string, token: string, json?: unknown) {
  const response = await kamra.request(pathname, { method: 'POST', token, json });
  const body = (await response.json()) as { position: string };
  if (response.status !== 200) throw new Error(`${pathname}: ${response.status} ${JSON.stringify(body)}`);
  return body.position;
}

async function read<T>(pathname: string, position: string, token?: string): Promise<T> {
  const response = await kamra.request(pathname, { token, headers: { 'x-after-position': position } });
  if (response.status !== 200) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function submitRoom(): Promise<string> {
  const form = listingForm({ text: listingText('room'), pictures: await pictures(3), profile: 'avatar-4' });
  const response = await kamra.request(SUBMIT_PATHS.room, { method: 'POST', token: owner.token, body: form });
  return ((await response.json()) as { id: string }).id;
}

/** A boost recorded straight in the stream, as a paid checkout leaves it. */
async function boosted(id: string, until: string): Promise<void> {
  await kamra.store.appendToStream(listingStream(id), [{
    type: 'ListingBoosted',
    data: { listingId: id, package: 'basic', days: 3, amount: 3000, currency: 'PKR', until, sessionId: `cs_${randomUUID()}` },
    metadata: {
      eventId: randomUUID(), actorId: owner.userId, actorRole: 'user', correlationId: randomUUID(), causationId: null,
      occurredAt: new Date().toISOString(), schemaVersion: 1,
    },
  }], { expectedRevision: 'any' });
}

describe('a lister fixes the rent of a live, boosted listing', () => {
  it('stays public as approved until an admin approves the fix, then shows it with its boost and expiry untouched', async () => {
    const id = await submitRoom();
    await command(`/api/listings/${id}/approve`, admin.token);
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await boosted(id, until);
    const text = listingText('room');

    const sent = await revise(id, revisionForm({ text, changed: { rent: '26000' }, keep: await submittedPictureFiles(kamra, id) }));
    expect(sent).toMatchObject({ status: 202, body: { id, status: 'approved', message: messages.listingRevisedLive } });

    // The public sees the approved rent, in detail and in search.
    const publicDetail = await read<ListingDetail>(`/api/listings/${id}`, sent.body.position);
    expect(publicDetail).toMatchObject({ rent: Number(text.rent), boosted: true });
    expect(publicDetail.revision).toBeUndefined();
    expect(publicDetail.draft).toBeUndefined();
    const search = await read<ListingSearchPage>('/api/listings?kind=room&location=all', sent.body.position);
    expect(search.items.find((card) => card.id === id)).toMatchObject({ rent: Number(text.rent) });

    // The owner sees what waits, and starts the next edit from it.
    const ownView = await read<ListingDetail>(`/api/listings/${id}`, sent.body.position, owner.token);
    expect(ownView).toMatchObject({
      rent: Number(text.rent), abilities: { edit: true },
      revision: { status: 'pending', changes: [{ field: 'rent', from: Number(text.rent), to: 26000 }] },
      draft: { kind: 'room', fields: { rent: 26000 } },
    });
    const mine = await read<Page<MyListing>>('/api/me/listings?kind=room', sent.body.position, owner.token);
    expect(mine.items.find((item) => item.id === id)?.revision).toMatchObject({ status: 'pending', fieldCount: 1, reason: null });

    const before = await read<Page<MyListing>>('/api/me/listings?kind=room', sent.body.position, owner.token);
    const expiresAt = before.items.find((item) => item.id === id)?.expiresAt;
    const approved = await command(`/api/listings/${id}/approve`, admin.token);
    const after = await read<ListingDetail>(`/api/listings/${id}`, approved);
    expect(after).toMatchObject({ rent: 26000, boosted: true, boostedUntil: until });
    const mineAfter = await read<Page<MyListing>>('/api/me/listings?kind=room', approved, owner.token);
    expect(mineAfter.items.find((item) => item.id === id)).toMatchObject({ revision: null, expiresAt });
    expect((await listingEvents(kamra, id)).map((event) => event.type)).toEqual([
      'ListingSubmitted', 'ListingApproved', 'ListingBoosted', 'ListingRevised', 'ListingRevisionApproved',
    ]);
  });
});

describe('an owner edits while an admin looks', () => {
  async function decide(id: string, decision: 'approve' | 'reject', json: Record<string, string>) {
    const response = await kamra.request(`/api/listings/${id}/${decision}`, { method: 'POST', token: admin.token, json });
    return { status: response.status, body: (await response.json()) as { position?: string } & Partial<ApiError> };
  }

  it('refuses a decision on content the admin did not see, new listing or waiting changes, and takes one on what they see now', async () => {
    const text = listingText('room');
    const form = listingForm({ text, pictures: await pictures(3), profile: 'avatar-4' });
    const submitted = (await (await kamra.request(SUBMIT_PATHS.room, { method: 'POST', token: owner.token, body: form })).json()) as { id: string; position: string };
    const { id } = submitted;
    const shown = await read<ListingDetail>(`/api/listings/${id}`, submitted.position, admin.token);
    expect(shown.contentAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Only admins are told it.
    expect((await read<ListingDetail>(`/api/listings/${id}`, submitted.position, owner.token)).contentAt).toBeUndefined();

    const edited = await revise(id, revisionForm({ text, changed: { tagline: 'Pay an advance before you visit' }, keep: await submittedPictureFiles(kamra, id) }));
    expect(edited.status).toBe(202);
    for (const decision of ['approve', 'reject'] as const) {
      const stale = await decide(id, decision, { seen: shown.contentAt ?? '', reason: 'Blurry pictures' });
      expect(stale).toMatchObject({ status: 409, body: { error: { message: messages.listingChangedWhileViewed } } });
    }
    expect((await decide(id, 'approve', { seen: 'yesterday' })).status).toBe(422);
    const now = await read<ListingDetail>(`/api/listings/${id}`, edited.body.position, admin.token);
    expect(now.tagline).toBe('Pay an advance before you visit');
    expect(now.contentAt).not.toBe(shown.contentAt);
    const refused = await decide(id, 'reject', { seen: now.contentAt ?? '', reason: 'Asks for money before a visit' });
    expect(refused.status).toBe(200);

    // The same for changes waiting on an approved listing.
    const fixed = await revise(id, revisionForm({ text, changed: { tagline: 'Quiet room near the park' }, keep: await submittedPictureFiles(kamra, id) }));
    await command(`/api/listings/${id}/approve`, admin.token);
    const live = await revise(id, revisionForm({ text, changed: { tagline: 'Quiet room near the park', rent: '26000' }, keep: await submittedPictureFiles(kamra, id) }));
    expect(live.body.status).toBe('approved');
    const looked = await read<ListingDetail>(`/api/listings/${id}`, live.body.position, admin.token);
    const again = await revise(id, revisionForm({ text, changed: { tagline: 'Quiet room near the park', rent: '9000' }, keep: await submittedPictureFiles(kamra, id) }));
    expect(again.status).toBe(202);
    expect(await decide(id, 'approve', { seen: looked.contentAt ?? '' })).toMatchObject({ status: 409, body: { error: { message: messages.listingChangedWhileViewed } } });
    const current = await read<ListingDetail>(`/api/listings/${id}`, again.body.position, admin.token);
    expect((await decide(id, 'approve', { seen: current.contentAt ?? '' })).status).toBe(200);
    expect(fixed.status).toBe(202);
  });
});

describe('an admin sees an approved listing’s phone number changed and refuses it', () => {
  it('lists the revision in the queue with its changes, and rejecting keeps the live version and tells the owner why', async () => {
    const id = await submittedListing(kamra, owner.token);
    await command(`/api/listings/${id}/approve`, admin.token);
    const text = listingText('accessory');
    const sent = await revise(id, revisionForm({ changed: { phone: '0300-9998887' }, keep: await submittedPictureFiles(kamra, id) }));
    expect(sent.status).toBe(202);

    const queue = await read<Page<AdminQueueItem>>('/api/admin/queue?kind=accessory', sent.body.position, admin.token);
    const item = queue.items.find((entry) => entry.id === id);
    expect(item).toMatchObject({ status: 'approved', revision: { status: 'pending', changes: [{ field: 'phone', from: text.phone, to: '0300-9998887' }] } });
    const counts = await read<Record<string, number>>('/api/admin/queue/counts', sent.body.position, admin.token);
    expect(counts.accessory).toBeGreaterThanOrEqual(1);

    const refusal = await kamra.request(`/api/listings/${id}/reject`, { method: 'POST', token: admin.token, json: { reason: 'That number is not yours' } });
    const { position: rejected, message } = (await refusal.json()) as { position: string; message: string };
    expect(message).toBe(messages.revisionRejected);
    const publicDetail = await read<ListingDetail>(`/api/listings/${id}`, rejected);
    expect(publicDetail.lister.phone).toBe(text.phone);
    const ownView = await read<ListingDetail>(`/api/listings/${id}`, rejected, owner.token);
    expect(ownView.revision).toMatchObject({ status: 'rejected', reason: 'That number is not yours' });
    const mine = await read<Page<MyListing>>('/api/me/listings?kind=accessory', rejected, owner.token);
    expect(mine.items.find((entry) => entry.id === id)?.revision).toMatchObject({ status: 'rejected', reason: 'That number is not yours' });
    const queueAfter = await read<Page<AdminQueueItem>>('/api/admin/queue?kind=accessory', rejected, admin.token);
    expect(queueAfter.items.some((entry) => entry.id === id)).toBe(false);

    const history = await read<ListingHistoryEntry[]>(`/api/admin/listings/${id}/history`, rejected, admin.token);
    expect(history.slice(2)).toMatchObject([
      { type: 'ListingRevised', actor: { id: owner.userId, role: 'user' }, changes: [{ field: 'phone', from: text.phone, to: '0300-9998887' }] },
      { type: 'ListingRevisionRejected', actor: { id: admin.userId, role: 'admin' }, reason: 'That number is not yours' },
    ]);
  });
});

describe('what an edit may do', () => {
  it('replaces a pending listing’s content; a rejected lister fixes it and it waits for review again', async () => {
    const id = await submittedListing(kamra, owner.token);
    const keep = await submittedPictureFiles(kamra, id);
    const pending = await revise(id, revisionForm({ changed: { price: '3900' }, keep }));
    expect(pending).toMatchObject({ status: 202, body: { status: 'pending', message: messages.listingRevised } });
    const own = await read<ListingDetail>(`/api/listings/${id}`, pending.body.position, owner.token);
    expect(own).toMatchObject({ status: 'pending', price: 3900 });
    expect(own.revision).toBeUndefined();

    await command(`/api/listings/${id}/reject`, admin.token, { reason: 'Blurry' });
    const fixed = await revise(id, revisionForm({ changed: { price: '3800' }, keep }));
    expect(fixed.body.status).toBe('pending');
    expect(await read<ListingDetail>(`/api/listings/${id}`, fixed.body.position, owner.token)).toMatchObject({ status: 'pending', price: 3800, rejectionReason: null });
  });

  it('removes, reorders and adds pictures through the image pipeline, and may change the profile photo', async () => {
    const id = await submittedListing(kamra, owner.token);
    const [first, second] = await submittedPictureFiles(kamra, id);
    const sent = await revise(id, revisionForm({ keep: [second ?? '', `/uploads/${first ?? ''}`], pictures: await pictures(2), profile: 'avatar-9' }));
    expect(sent.status).toBe(202);
    const own = await read<ListingDetail>(`/api/listings/${id}`, sent.body.position, owner.token);
    const files = own.pictures.map((picture) => picture.url.replace('/uploads/', ''));
    expect(files.slice(0, 2)).toEqual([second, first]);
    expect(files).toHaveLength(4);
    for (const file of files) expect(existsSync(path.join(kamra.config.uploadDir, file))).toBe(true);
    expect(files[2]).toMatch(/\.webp$/);
    expect(own.lister.photoUrl).toBe('/avatars/avatar-9.svg');
  });

  it('checks new pictures for duplicates of another owner’s listing', async () => {
    const photo = (await pictures(1))[0];
    if (!photo) throw new Error('no picture');
    const theirs = listingForm({ text: listingText('accessory'), pictures: [photo, ...(await pictures(2))], profile: 'avatar-1' });
    expect((await kamra.request(SUBMIT_PATHS.accessory, { method: 'POST', token: stranger.token, body: theirs })).status).toBe(202);
    const id = await submittedListing(kamra, owner.token);
    const [, ...rest] = await submittedPictureFiles(kamra, id);
    expect((await revise(id, revisionForm({ keep: rest, pictures: [photo] }))).status).toBe(202);
    expect((await listingEvents(kamra, id)).map((event) => event.type)).toEqual(['ListingSubmitted', 'ListingRevised', 'ListingFlaggedAsDuplicate']);
  });

  it('refuses with the submit form’s messages, the kind’s picture count over the result, and a change of nothing (422)', async () => {
    const id = await submittedListing(kamra, owner.token);
    const keep = await submittedPictureFiles(kamra, id);
    const blank = await revise(id, revisionForm({ changed: { tagline: '   ' }, keep }));
    // Only the tagline: the pictures kept beside it still count.
    expect(blank).toMatchObject({ status: 422, body: { error: { fields: { tagline: messages.taglineRequired } } } });
    expect((blank.body as { error: { fields: object } }).error.fields).toEqual({ tagline: messages.taglineRequired });
    const tooFew = await revise(id, revisionForm({ changed: { price: '3900' }, keep: keep.slice(0, 2) }));
    expect(tooFew).toMatchObject({ status: 422, body: { error: { fields: { pictures: messages.accessoryPicturesCount } } } });
    const stranger = await revise(id, revisionForm({ changed: { price: '3900' }, keep: [...keep.slice(0, 2), 'not-ours.webp'] }));
    expect(stranger).toMatchObject({ status: 422, body: { error: { fields: { keepPictures: messages.keepPictureUnknown } } } });
    const unreadable = await revise(id, revisionForm({ keep: ['../etc/passwd'] }));
    expect(unreadable).toMatchObject({ status: 422, body: { error: { fields: { keepPictures: messages.keepPicturesInvalid } } } });
    const hostile = await revise(id, revisionForm({ keep: ['a\u0000b.webp'] }));
    expect(hostile).toMatchObject({ status: 422, body: { error: { fields: { keepPictures: messages.textUnstorable } } } });
    const nothing = await revise(id, revisionForm({ keep }));
    expect(nothing).toMatchObject({ status: 422, body: { error: { code: 'validation_failed', message: messages.revisionUnchanged } } });
    expect((await listingEvents(kamra, id)).map((event) => event.type)).toEqual(['ListingSubmitted']);
  });

  it('answers 409 for deleted and closed listings, 403 to anyone but the owner, 404 for none', async () => {
    const closedId = await submittedListing(kamra, owner.token);
    await command(`/api/listings/${closedId}/approve`, admin.token);
    await command(`/api/listings/${closedId}/close`, owner.token, { outcome: 'sold' });
    const keep = await submittedPictureFiles(kamra, closedId);
    expect(await revise(closedId, revisionForm({ changed: { price: '3900' }, keep }))).toMatchObject({ status: 409, body: { error: { message: messages.revisionListingClosed } } });

    const deletedId = await submittedListing(kamra, owner.token);
    expect((await kamra.request(`/api/listings/${deletedId}`, { method: 'DELETE', token: owner.token })).status).toBe(200);
    expect(await revise(deletedId, revisionForm({ changed: { price: '3900' }, keep }))).toMatchObject({ status: 409, body: { error: { message: messages.revisionListingDeleted } } });

    const id = await submittedListing(kamra, owner.token);
    const form = () => revisionForm({ changed: { price: '3900' }, keep: [] });
    expect((await revise(id, form(), stranger.token)).status).toBe(403);
    expect((await revise(id, form(), admin.token)).status).toBe(403);
    expect((await kamra.request(`/api/listings/${id}`, { method: 'PUT', body: form() })).status).toBe(401);
    expect((await revise('0b8f6f1e-0000-4000-8000-000000000000', form())).status).toBe(404);
    const blockedOwner = await kamra.signIn({ name: 'Blocked Owner' });
    const theirs = await submittedListing(kamra, blockedOwner.token);
    await block(kamra, blockedOwner.userId);
    expect(await revise(theirs, form(), blockedOwner.token)).toMatchObject({ status: 403, body: { error: { code: 'account_blocked' } } });
  });
});
