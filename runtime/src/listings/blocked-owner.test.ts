/**
 * Blocking a lister over HTTP, against the whole app: their approved listings leave search,
 * place suggestions and the public detail page while the block lasts, stay visible (marked) to
 * them and to admins, and come back exactly as they were on unblock.
 */
import { messages } from '@kamra/contracts/messages';
import type { CommandAccepted, ListingDetail, ListingSearchPage, MyListing, Page, PlaceAnswer, UserSummary } from '@kamra/contracts/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';
import { submittedListing } from './listing-forms.js';

let kamra: TestKamra;
let admin: { userId: string; token: string };
let lister: { userId: string; token: string };
let seeker: { userId: string; token: string };
let listingId = '';
let position = '';

beforeAll(async () => {
  kamra = await startTestKamra();
  admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
  lister = await kamra.signIn({ name: 'Kamran Lister' });
  seeker = await kamra.signIn({ name: 'Bilal Seeker' });
  listingId = await submittedListing(kamra, lister.token);
  await command(`/api/listings/${listingId}/approve`);
});
afterAll(async () => {
  await kamra.close();
});

async function command(path: string, json?: unknown): Promise<CommandAccepted> {
  const response = await kamra.request(path, { method: 'POST', token: admin.token, json });
  expect(response.status, await response.clone().text()).toBe(200);
  const body = (await response.json()) as CommandAccepted;
  position = body.position;
  return body;
}

async function get<T>(path: string, token?: string): Promise<{ status: number; body: T }> {
  const response = await kamra.request(path, { token, headers: { 'x-after-position': position } });
  return { status: response.status, body: (await response.json()) as T };
}

const inSearch = async () => (await get<ListingSearchPage>('/api/listings?kind=accessory&location=all')).body.items.some((card) => card.id === listingId);

describe('a blocked lister\'s listings', () => {
  let before: ListingDetail;

  it('are public before the block', async () => {
    expect(await inSearch()).toBe(true);
    const detail = await get<ListingDetail>(`/api/listings/${listingId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.ownerBlocked).toBe(false);
    before = detail.body;
  });

  it('leave search, place suggestions and the public detail page while the block lasts', async () => {
    const answer = await command(`/api/users/${lister.userId}/block`, { reason: 'Three open scam reports' });
    expect(answer.message).toBe(messages.userBlocked);
    expect(await inSearch()).toBe(false);
    const places = await get<PlaceAnswer[]>(`/api/places?q=${encodeURIComponent(before.address.slice(0, 6))}`);
    expect(places.body.filter((place) => place.kind === 'address')).toEqual([]);
    expect((await get(`/api/listings/${listingId}`)).status).toBe(404);
    expect((await get(`/api/listings/${listingId}`, seeker.token)).status).toBe(404);
  });

  it('stay visible, marked, to their owner and to admins', async () => {
    for (const token of [lister.token, admin.token]) {
      const detail = await get<ListingDetail>(`/api/listings/${listingId}`, token);
      expect(detail.status).toBe(200);
      expect(detail.body.ownerBlocked).toBe(true);
    }
    const mine = await get<Page<MyListing>>('/api/me/listings?kind=accessory', lister.token);
    expect(mine.body.items.find((item) => item.id === listingId)).toMatchObject({ status: 'approved', ownerBlocked: true });
    const theirs = await get<Page<MyListing>>(`/api/admin/users/${lister.userId}/listings?kind=accessory`, admin.token);
    expect(theirs.body.items.find((item) => item.id === listingId)).toMatchObject({ ownerBlocked: true });
  });

  it("show the admin's reason and the block's day in the users list", async () => {
    const users = await get<Page<UserSummary>>(`/api/admin/users?q=${encodeURIComponent('Kamran')}`, admin.token);
    expect(users.body.items).toEqual([expect.objectContaining({ blocked: true, block: { at: expect.any(String), reason: 'Three open scam reports' } })]);
  });

  it('come back, nothing lost, on unblock', async () => {
    await command(`/api/users/${lister.userId}/unblock`);
    expect(await inSearch()).toBe(true);
    const detail = await get<ListingDetail>(`/api/listings/${listingId}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(before);
    const users = await get<Page<UserSummary>>(`/api/admin/users?q=${encodeURIComponent('Kamran')}`, admin.token);
    expect(users.body.items).toEqual([expect.objectContaining({ blocked: false, block: null })]);
  });
});
