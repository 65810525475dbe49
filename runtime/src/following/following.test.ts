/** Favourites and saved searches over HTTP, through the write and read services of one Kamra. */
import { randomUUID } from 'node:crypto';
import { followsStream } from '@kamra/contracts/events';
import { messages } from '@kamra/contracts/messages';
import { AFTER_POSITION_HEADER, type CommandAccepted, type FavouritesList, type SavedSearchList } from '@kamra/contracts/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submittedListing } from '../listings/listing-forms.js';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';

let kamra: TestKamra;
let seeker: { userId: string; token: string };
let other: { userId: string; token: string };
let lister: { userId: string; token: string };
let admin: { userId: string; token: string };

beforeAll(async () => {
  kamra = await startTestKamra();
  seeker = await kamra.signIn({ name: 'Sana Seeker' });
  other = await kamra.signIn({ name: 'Omar Other' });
  lister = await kamra.signIn({ name: 'Lubna Lister' });
  admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
});
afterAll(async () => {
  await kamra.close();
});

async function command(method: string, path: string, token: string, json?: unknown): Promise<{ status: number; body: CommandAccepted & { error?: { message: string; fields?: Record<string, string> } } }> {
  const res = await kamra.request(path, { method, token, ...(json === undefined ? {} : { json }) });
  return { status: res.status, body: (await res.json()) as CommandAccepted & { error?: { message: string; fields?: Record<string, string> } } };
}

async function read<T>(path: string, token: string, position: string): Promise<T> {
  const res = await kamra.request(path, { token, headers: { [AFTER_POSITION_HEADER]: position } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

async function approvedListing(): Promise<string> {
  const id = await submittedListing(kamra, lister.token);
  const approved = await kamra.request(`/api/listings/${id}/approve`, { method: 'POST', token: admin.token });
  expect(approved.status).toBe(200);
  return id;
}

describe('favourites', () => {
  it('keeps a listing once, lists it with its state, and shows it sold rather than dropping it', async () => {
    const id = await approvedListing();
    const first = await command('PUT', `/api/me/favourites/${id}`, seeker.token);
    expect(first).toEqual({ status: 200, body: { message: messages.favouriteAdded, position: expect.stringMatching(/\d/) } });
    const again = await command('PUT', `/api/me/favourites/${id}`, seeker.token);
    expect(again.status).toBe(200);
    const kept = await read<FavouritesList>('/api/me/favourites', seeker.token, first.body.position);
    expect(kept.items).toEqual([expect.objectContaining({ listingId: id, state: 'available', listing: expect.objectContaining({ id, kind: 'accessory' }) })]);

    const closed = await command('POST', `/api/listings/${id}/close`, lister.token, { outcome: 'sold' });
    expect(closed.status).toBe(200);
    const after = await read<FavouritesList>('/api/me/favourites', seeker.token, closed.body.position);
    expect(after.items.map((item) => item.state)).toEqual(['sold']);

    // Nobody else sees them.
    expect((await read<FavouritesList>('/api/me/favourites', other.token, closed.body.position)).items).toEqual([]);

    const dropped = await command('DELETE', `/api/me/favourites/${id}`, seeker.token);
    expect(dropped.body.message).toBe(messages.favouriteRemoved);
    expect((await read<FavouritesList>('/api/me/favourites', seeker.token, dropped.body.position)).items).toEqual([]);
  });

  it('refuses a listing that does not exist', async () => {
    const res = await command('PUT', '/api/me/favourites/no-such-listing', seeker.token);
    expect(res.status).toBe(404);
    expect(res.body.error?.message).toBe(messages.listingNotFound);
  });

  it('refuses, as not found, a listing the person may not see: waiting for review or rejected; its owner may keep it', async () => {
    const pending = await submittedListing(kamra, lister.token);
    const rejected = await submittedListing(kamra, lister.token);
    const refusal = await kamra.request(`/api/listings/${rejected}/reject`, { method: 'POST', token: admin.token, json: { reason: 'Pictures of another flat' } });
    expect(refusal.status).toBe(200);
    for (const id of [pending, rejected]) {
      const res = await command('PUT', `/api/me/favourites/${id}`, seeker.token);
      expect(res).toEqual({ status: 404, body: { error: expect.objectContaining({ message: messages.listingNotFound }) } });
    }
    const own = await command('PUT', `/api/me/favourites/${pending}`, lister.token);
    expect(own.status).toBe(200);
    const listed = await read<FavouritesList>('/api/me/favourites', lister.token, own.body.position);
    expect(listed.items.map((item) => [item.listingId, item.state])).toEqual([[pending, 'pending']]);
    await command('DELETE', `/api/me/favourites/${pending}`, lister.token);
  });

  it('refuses a blocked owner\'s listing, and shows one kept before the block without its pictures', async () => {
    const owner = await kamra.signIn({ name: 'Bilal Blocked' });
    const id = await submittedListing(kamra, owner.token);
    expect((await kamra.request(`/api/listings/${id}/approve`, { method: 'POST', token: admin.token })).status).toBe(200);
    const kept = await command('PUT', `/api/me/favourites/${id}`, seeker.token);
    expect(kept.status).toBe(200);
    const before = await read<FavouritesList>('/api/me/favourites', seeker.token, kept.body.position);
    expect(before.items[0]?.listing.pictures.length).toBeGreaterThan(0);

    const blocked = await kamra.request(`/api/users/${owner.userId}/block`, { method: 'POST', token: admin.token, json: { reason: 'Asks for advance payments' } });
    expect(blocked.status).toBe(200);
    const { position } = (await blocked.json()) as CommandAccepted;
    expect((await command('PUT', `/api/me/favourites/${id}`, other.token)).status).toBe(404);
    const after = await read<FavouritesList>('/api/me/favourites', seeker.token, position);
    expect(after.items[0]).toEqual(expect.objectContaining({ listingId: id, state: 'removed', listing: expect.objectContaining({ id, pictures: [], cover: null }) }));
    await command('DELETE', `/api/me/favourites/${id}`, seeker.token);
  });
});

describe('saved searches', () => {
  const search = { kind: 'room', location: 'G-11, Islamabad', filters: { rent: '25000', internet: 'true', furnished: '' }, alerts: 'instant' };

  it('keeps kind, place and the set filters, changes alerts, and deletes', async () => {
    const saved = await command('POST', '/api/me/saved-searches', seeker.token, search);
    expect(saved).toEqual({ status: 201, body: { id: expect.any(String), message: messages.searchSaved, position: expect.stringMatching(/\d/) } });
    const listed = await read<SavedSearchList>('/api/me/saved-searches', seeker.token, saved.body.position);
    expect(listed.items).toEqual([{
      id: saved.body.id, kind: 'room', location: 'G-11, Islamabad', filters: { rent: 25000, internet: true }, alerts: 'instant', createdAt: expect.any(String),
    }]);
    expect((await read<SavedSearchList>('/api/me/saved-searches', other.token, saved.body.position)).items).toEqual([]);

    const changed = await command('PATCH', `/api/me/saved-searches/${saved.body.id}`, seeker.token, { alerts: 'off' });
    expect(changed.status).toBe(200);
    expect((await read<SavedSearchList>('/api/me/saved-searches', seeker.token, changed.body.position)).items[0]?.alerts).toBe('off');

    // Someone else's search is not theirs to delete: it does not exist for them.
    const foreign = await command('DELETE', `/api/me/saved-searches/${saved.body.id}`, other.token);
    expect(foreign.status).toBe(404);
    const deleted = await command('DELETE', `/api/me/saved-searches/${saved.body.id}`, seeker.token);
    expect(deleted.body.message).toBe(messages.savedSearchDeleted);
    expect((await read<SavedSearchList>('/api/me/saved-searches', seeker.token, deleted.body.position)).items).toEqual([]);
  });

  it('keeps a search saved again, or twice at once, once, answering its id; other alerts change it', async () => {
    const person = await kamra.signIn({ name: 'Double Tapper' });
    const first = await command('POST', '/api/me/saved-searches', person.token, search);
    const twice = await Promise.all([1, 2, 3].map(() => command('POST', '/api/me/saved-searches', person.token, search)));
    // The same place as search reads it (case, spaces, punctuation), and the filters in another order, are the same search.
    const retyped = await command('POST', '/api/me/saved-searches', person.token, {
      ...search, location: '  g11   ISLAMABAD ', filters: { internet: 'true', rent: '25000' }, alerts: 'daily',
    });
    for (const again of [...twice, retyped]) expect(again).toEqual({ status: 201, body: { ...first.body, position: expect.stringMatching(/\d/) } });
    const listed = await read<SavedSearchList>('/api/me/saved-searches', person.token, retyped.body.position);
    expect(listed.items).toEqual([expect.objectContaining({ id: first.body.id, location: 'G-11, Islamabad', alerts: 'daily' })]);
    // Another search is another.
    const other = await command('POST', '/api/me/saved-searches', person.token, { ...search, filters: { rent: '30000' } });
    expect(other.body.id).not.toBe(first.body.id);
  });

  it('knows a search kept before its id came from the search, by what it searches', async () => {
    const person = await kamra.signIn({ name: 'Early Seeker' });
    const legacyId = randomUUID();
    await kamra.store.appendToStream(followsStream(person.userId), [{
      type: 'SearchSaved',
      data: { userId: person.userId, searchId: legacyId, kind: 'room', location: 'G-11, Islamabad', filters: { rent: 25000, internet: true }, alerts: 'daily' },
      metadata: {
        eventId: randomUUID(), actorId: person.userId, actorRole: 'user', correlationId: randomUUID(), causationId: null,
        occurredAt: new Date().toISOString(), schemaVersion: 1,
      },
    }], { expectedRevision: 'any' });
    const again = await command('POST', '/api/me/saved-searches', person.token, { ...search, alerts: 'daily' });
    expect(again).toMatchObject({ status: 201, body: { id: legacyId } });
    const listed = await read<SavedSearchList>('/api/me/saved-searches', person.token, again.body.position);
    expect(listed.items.map((item) => item.id)).toEqual([legacyId]);
    // Deleted, the same search is kept anew.
    const deleted = await command('DELETE', `/api/me/saved-searches/${legacyId}`, person.token);
    const anew = await command('POST', '/api/me/saved-searches', person.token, search);
    expect(anew.status).toBe(201);
    expect(anew.body.id).not.toBe(legacyId);
    expect((await read<SavedSearchList>('/api/me/saved-searches', person.token, anew.body.position ?? deleted.body.position)).items.map((item) => item.id)).toEqual([anew.body.id]);
  });

  it('refuses bad criteria with the search form\'s own messages', async () => {
    const noKind = await command('POST', '/api/me/saved-searches', seeker.token, { ...search, kind: 'castle' });
    expect(noKind.status).toBe(422);
    expect(noKind.body.error?.message).toBe(messages.searchKindRequired);
    const badAlerts = await command('POST', '/api/me/saved-searches', seeker.token, { ...search, alerts: 'hourly' });
    expect(badAlerts.status).toBe(422);
    expect(badAlerts.body.error?.message).toBe(messages.invalidOption);
    const badRent = await command('POST', '/api/me/saved-searches', seeker.token, { ...search, filters: { rent: 'cheap' } });
    expect(badRent.status).toBe(422);
    expect(badRent.body.error?.message).toBe(messages.notANumber);
    // Filters that are not named values are refused, not dropped: the search kept would be wider.
    for (const filters of [[], 'rent=5000', 5]) {
      const unreadable = await command('POST', '/api/me/saved-searches', seeker.token, { ...search, filters });
      expect(unreadable.status).toBe(422);
      expect(unreadable.body.error?.message).toBe(messages.badRequest);
    }
    // So are filters search does not have (a typo, a page's own parameters, another kind's), each named.
    const unknown = await command('POST', '/api/me/saved-searches', seeker.token, { ...search, filters: { rent: '25000', rnet: 'true', sort: 'price_asc', name: 'bed' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error?.message).toBe(messages.unknownSearchFilter);
    expect(unknown.body.error?.fields).toEqual({ rnet: messages.unknownSearchFilter, sort: messages.unknownSearchFilter, name: messages.unknownSearchFilter });
    // Beside the kind too: a filter is taken there, and a misspelt one refused there.
    const besideKind = await command('POST', '/api/me/saved-searches', seeker.token, { ...search, maxRnt: '20000' });
    expect(besideKind.status).toBe(422);
    expect(besideKind.body.error?.fields).toEqual({ maxRnt: messages.unknownSearchFilter });
    const takenBesideKind = await command('POST', '/api/me/saved-searches', seeker.token, { ...search, location: 'Multan', rent: '20000', filters: null });
    expect(takenBesideKind.status).toBe(201);
    // A kind that is a name every object has is no kind, whatever the filters.
    for (const kind of ['constructor', '__proto__', 'toString']) {
      const odd = await command('POST', '/api/me/saved-searches', seeker.token, { ...search, kind, filters: { rent: '25000' } });
      expect(odd.status, kind).toBe(422);
      expect(odd.body.error?.message).toBe(messages.searchKindRequired);
    }
  });

  it('keeps at most 20 per person', async () => {
    const person = await kamra.signIn({ name: 'Busy Seeker' });
    const at = (i: number) => ({ ...search, location: `Street ${i + 1}` });
    for (let i = 0; i < 20; i++) expect((await command('POST', '/api/me/saved-searches', person.token, at(i))).status).toBe(201);
    const twentyFirst = await command('POST', '/api/me/saved-searches', person.token, at(20));
    expect(twentyFirst.status).toBe(409);
    expect(twentyFirst.body.error?.message).toBe(messages.savedSearchLimit);
  });
});
