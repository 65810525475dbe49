/**
 * A lister who shows only the area over HTTP, against the whole app: visitors read the area on
 * cards and the detail page, a search or a place suggestion by the street finds nothing, a
 * search by the area finds the listing, and the owner and the admins read the full address.
 */
import type { AdminQueueItem, ListingDetail, ListingSearchPage, MyListing, Page, PlaceAnswer, SubmitAccepted } from '@kamra/contracts/read-models';
import { messages } from '@kamra/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';
import { listingForm, listingText, pictures, revisionForm, SUBMIT_PATHS, submittedPictureFiles } from './listing-forms.js';

const FULL = 'House 144, Street 23, Shadman, Lahore';

let kamra: TestKamra;
let admin: { userId: string; token: string };
let lister: { userId: string; token: string };
let listingId = '';
let position = '';

async function submitRoom(text: Record<string, string>): Promise<{ status: number; body: SubmitAccepted & { error?: { message: string } } }> {
  const body = listingForm({ text, pictures: await pictures(3), profile: 'avatar-2' });
  const response = await kamra.request(SUBMIT_PATHS.room, { method: 'POST', token: lister.token, body });
  return { status: response.status, body: (await response.json()) as SubmitAccepted & { error?: { message: string } } };
}

async function get<T>(path: string, token?: string): Promise<T> {
  const response = await kamra.request(path, { token, headers: { 'x-after-position': position } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

beforeAll(async () => {
  kamra = await startTestKamra();
  admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
  lister = await kamra.signIn({ name: 'Sana Lister' });
  const { status, body } = await submitRoom({ ...listingText('room'), tagline: 'Quiet room in Shadman', address: FULL, addressShown: 'area' });
  expect(status).toBe(202);
  listingId = body.id;
  position = body.position;
});
afterAll(async () => {
  await kamra.close();
});

describe('an address shown only as its area', () => {
  it('is refused with its message when the choice is neither area nor full', async () => {
    const { status, body } = await submitRoom({ ...listingText('room'), addressShown: 'street' });
    expect(status).toBe(422);
    expect(body.error?.message).toBe(messages.addressShownInvalid);
  });

  it('is read in full by the admins who moderate it, in the queue and on the detail page', async () => {
    const queue = await get<Page<AdminQueueItem>>('/api/admin/queue?kind=room', admin.token);
    expect(queue.items.find((item) => item.id === listingId)?.address).toBe(FULL);
    expect((await get<ListingDetail>(`/api/listings/${listingId}`, admin.token)).address).toBe(FULL);
    const approve = await kamra.request(`/api/listings/${listingId}/approve`, { method: 'POST', token: admin.token });
    position = ((await approve.json()) as { position: string }).position;
  });

  it('shows visitors only the area, on the card and the detail page', async () => {
    const detail = await get<ListingDetail>(`/api/listings/${listingId}`);
    expect(detail.address).toBe('Shadman, Lahore');
    expect(detail).toMatchObject({ addressShown: 'area', publicAddress: 'Shadman, Lahore' });
    expect(JSON.stringify(detail)).not.toContain('Street 23');
    const page = await get<ListingSearchPage>('/api/listings?kind=room&location=all');
    const card = page.items.find((item) => item.id === listingId);
    expect(card?.address).toBe('Shadman, Lahore');
  });

  it('is found by its area and not by its street, nor suggested by its street', async () => {
    const byArea = await get<ListingSearchPage>(`/api/listings?kind=room&location=${encodeURIComponent('Shadman, Lahore')}`);
    expect(byArea.items.map((item) => item.id)).toContain(listingId);
    const byStreet = await get<ListingSearchPage>(`/api/listings?kind=room&location=${encodeURIComponent('Street 23')}`);
    expect(byStreet.items.map((item) => item.id)).not.toContain(listingId);
    const byHouse = await get<ListingSearchPage>(`/api/listings?kind=room&location=${encodeURIComponent('House 144')}`);
    expect(byHouse.items).toEqual([]);
    const places = await get<PlaceAnswer[]>(`/api/places?q=${encodeURIComponent('Street 23')}`);
    expect(JSON.stringify(places)).not.toContain('House 144');
  });

  it('is read in full by its owner', async () => {
    const own = await get<ListingDetail>(`/api/listings/${listingId}`, lister.token);
    expect(own.address).toBe(FULL);
    // What a share from the owner's page sends out: the area the public reads.
    expect(own.publicAddress).toBe('Shadman, Lahore');
    const mine = await get<Page<MyListing>>('/api/me/listings?kind=room', lister.token);
    expect(mine.items.find((item) => item.id === listingId)?.address).toBe(FULL);
  });

  it('keeps showing visitors only the area while an edit that shows all of it waits, and shows all of it once approved', async () => {
    const keep = await submittedPictureFiles(kamra, listingId);
    const body = revisionForm({ text: { ...listingText('room'), tagline: 'Quiet room in Shadman', address: FULL, addressShown: 'full' }, keep });
    const sent = await kamra.request(`/api/listings/${listingId}`, { method: 'PUT', token: lister.token, body });
    expect(sent.status).toBe(202);
    position = ((await sent.json()) as { position: string }).position;

    const waiting = await get<ListingDetail>(`/api/listings/${listingId}`);
    expect(waiting.address).toBe('Shadman, Lahore');
    expect(JSON.stringify(waiting)).not.toContain('Street 23');
    const card = (await get<ListingSearchPage>('/api/listings?kind=room&location=all')).items.find((item) => item.id === listingId);
    expect(card?.address).toBe('Shadman, Lahore');
    // The owner and the admins see what waits: the choice, and nothing else, changes.
    const queued = (await get<Page<AdminQueueItem>>('/api/admin/queue?kind=room', admin.token)).items.find((item) => item.id === listingId);
    expect(queued?.revision?.changes).toEqual([{ field: 'addressShown', from: 'area', to: 'full' }]);

    const approve = await kamra.request(`/api/listings/${listingId}/approve`, { method: 'POST', token: admin.token });
    expect(approve.status).toBe(200);
    position = ((await approve.json()) as { position: string }).position;
    expect((await get<ListingDetail>(`/api/listings/${listingId}`)).address).toBe(FULL);
  });
});
