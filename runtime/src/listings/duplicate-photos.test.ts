/**
 * Duplicate photos over HTTP: a listing whose picture is a resized, re-encoded or
 * slightly cropped copy of a picture in another owner's listing is flagged at once, naming
 * that listing and owner in the admin queue and the history; different rooms are not.
 */
import type { ListingHistoryEntry, MyListing, Page, SubmitAccepted } from '@kamra/contracts/read-models';
import { copiesOf, roomScene } from '@kamra/write-service/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingForm, listingText, SUBMIT_PATHS } from '../listings/listing-forms.js';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';

let kamra: TestKamra;
let admin: { userId: string; token: string };
let original: { userId: string; token: string };
let reposter: { userId: string; token: string };

beforeAll(async () => {
  kamra = await startTestKamra();
  admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
  original = await kamra.signIn({ name: 'Farah Original' });
  reposter = await kamra.signIn({ name: 'Copy Cat' });
});
afterAll(async () => {
  await kamra.close();
});

const blob = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });

async function submitRoom(token: string, pictures: Blob[]): Promise<SubmitAccepted> {
  const response = await kamra.request(SUBMIT_PATHS.room, { method: 'POST', token, body: listingForm({ text: listingText('room'), pictures, profile: 'avatar-2' }) });
  expect(response.status).toBe(202);
  return (await response.json()) as SubmitAccepted;
}

async function queueItem(id: string, position: string): Promise<MyListing | undefined> {
  const response = await kamra.request('/api/admin/queue?kind=room&limit=50', { token: admin.token, headers: { 'x-after-position': position } });
  return ((await response.json()) as Page<MyListing>).items.find((item) => item.id === id);
}

describe('duplicate photos', () => {
  it('flags a listing reusing another owner\'s photo, naming that listing and owner, and not a different room', async () => {
    const scenes = await Promise.all([11, 12, 13, 14, 15, 16].map((seed) => roomScene(seed)));
    const first = await submitRoom(original.token, scenes.slice(0, 3).map((bytes) => blob(bytes, 'image/png')));

    // Three different rooms by someone else: nothing to flag.
    const honest = await submitRoom(reposter.token, scenes.slice(3).map((bytes) => blob(bytes, 'image/png')));
    expect((await queueItem(honest.id, honest.position))?.duplicateOf).toBeNull();

    // The second photo of the first listing, shrunk to a third and re-encoded as JPEG.
    const [, copied] = scenes;
    if (!copied) throw new Error('scenes missing');
    const copy = (await copiesOf(copied))['a third of the size as a low-quality JPEG'];
    if (!copy) throw new Error('copy missing');
    const other = await roomScene(21);
    const repost = await submitRoom(reposter.token, [blob(other, 'image/png'), blob(copy, 'image/jpeg'), blob(await roomScene(22), 'image/png')]);

    const item = await queueItem(repost.id, repost.position);
    expect(item?.duplicateOf).toMatchObject({ matchingListingId: first.id, matchingOwnerId: original.userId, matchingOwnerName: 'Farah Original' });
    expect(item?.duplicateOf?.distance).toBeLessThanOrEqual(8);

    // The flag names another person's listing, maybe not public, and its picture: admins' only.
    const after = { 'x-after-position': repost.position };
    const own = await kamra.request('/api/me/listings', { token: reposter.token, headers: after });
    const mine = ((await own.json()) as Page<MyListing>).items.find((listing) => listing.id === repost.id);
    expect(mine).toMatchObject({ id: repost.id, duplicateOf: null });
    const detail = await kamra.request(`/api/listings/${repost.id}`, { token: reposter.token, headers: after });
    expect(JSON.stringify(await detail.json())).not.toContain(first.id);
    const perUser = await kamra.request(`/api/admin/users/${reposter.userId}/listings`, { token: admin.token, headers: after });
    expect(((await perUser.json()) as Page<MyListing>).items.find((listing) => listing.id === repost.id)?.duplicateOf)
      .toMatchObject({ matchingListingId: first.id });

    const historyResponse = await kamra.request(`/api/admin/listings/${repost.id}/history`, { token: admin.token });
    const history = (await historyResponse.json()) as ListingHistoryEntry[];
    expect(history.map((entry) => entry.type)).toEqual(['ListingSubmitted', 'ListingFlaggedAsDuplicate']);
    expect(history[1]).toMatchObject({ actor: { role: 'system' }, duplicate: { matchingListingId: first.id, matchingOwnerId: original.userId } });
    // The admin reads the other listing and its owner by name, and sees both pictures.
    const flag = history[1]?.duplicate;
    expect(flag).toMatchObject({ matchingKind: 'room', matchingTagline: 'Sunny room near F-10 Markaz', matchingOwnerName: 'Farah Original' });
    for (const url of [flag?.pictureUrl, flag?.matchingPictureUrl]) {
      const picture = await kamra.request(url ?? '/missing');
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
    }
    expect(flag?.matchingPictureUrl).toBe(`/uploads/${flag?.matchingPicture}`);
  });

  it('does not flag an owner reusing their own photos', async () => {
    const scenes = await Promise.all([31, 32, 33].map((seed) => roomScene(seed)));
    await submitRoom(original.token, scenes.map((bytes) => blob(bytes, 'image/png')));
    const again = await submitRoom(original.token, scenes.map((bytes) => blob(bytes, 'image/png')));
    expect((await queueItem(again.id, again.position))?.duplicateOf).toBeNull();
  });
});
