import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingCard, ListingDetail, ListingHistoryEntry, MyListing, Page } from '@kamra/contracts/read-models';
import { accessorySubmission, roommateSubmission, roomSubmission } from '@kamra/contracts/testing';
import { metricsRegistry } from '@kamra/platform';
import { HARNESS_ADMIN_EMAIL, startReadServiceHarness, type ReadServiceHarness } from '../testing/read-service-harness.js';
import { base, ListingScript } from '../testing/listing-script.js';

interface Person { userId: string; token: string }

let kamra: ReadServiceHarness;
let admin: Person;
let owner: Person;
let other: Person;
let script: ListingScript;
const ids: Record<string, string> = {};

async function json<T>(path: string, token?: string): Promise<T> {
  const res = await kamra.request(path, token ? { token } : {});
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}

const idsOf = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

beforeAll(async () => {
  kamra = await startReadServiceHarness();
  admin = await kamra.signIn({ name: 'Admin Sahib', email: HARNESS_ADMIN_EMAIL });
  owner = await kamra.signIn({ name: 'Ayesha Khan' });
  other = await kamra.signIn({ name: 'Bilal Ahmed' });
  script = new ListingScript(kamra.store, { id: admin.userId, role: 'admin' });
  const ownerActor = { id: owner.userId, role: 'user' as const };

  ids.oldRoom = await script.submit(roomSubmission(base(owner.userId, 'House 4, Johar Town', 10), { rent: 30000, furnished: false }));
  ids.newRoom = await script.submit(roomSubmission(base(owner.userId, 'Flat 2, Gulberg III, Lahore', 1), { rent: 20000 }));
  ids.boostedRoom = await script.submit(roomSubmission(base(owner.userId, 'Hayatabad Phase 3, Peshawar', 5), { rent: 15000 }));
  ids.karachiRoom = await script.submit(roomSubmission(base(other.userId, 'Clifton Block 4, Karachi', 2), {
    rent: 40000, kitchen: 'Private', features: { furnished: ['carpet'], features: ['bills'], secondaryFeatures: [] },
  }));
  ids.pendingRoom = await script.submit(roomSubmission(base(owner.userId, 'G-11/2, Islamabad', 3)));
  ids.rejectedRoom = await script.submit(roomSubmission(base(owner.userId, 'Satellite Town, Rawalpindi', 4)));
  ids.deletedRoom = await script.submit(roomSubmission(base(owner.userId, 'Model Town, Lahore', 0.5)));
  ids.roommate = await script.submit(roommateSubmission(base(other.userId, 'F-10/2, Islamabad', 2), {
    features: { furnished: [], features: [], secondaryFeatures: [], preferences: ['Non Smoker'] },
  }));
  ids.accessory = await script.submit(accessorySubmission(base(other.userId, 'Saddar, Karachi', 2), { name: 'Wooden study table' }));
  for (const id of [ids.oldRoom, ids.newRoom, ids.boostedRoom, ids.karachiRoom, ids.deletedRoom, ids.roommate, ids.accessory]) {
    await script.approve(id ?? '');
  }
  await script.reject(ids.rejectedRoom ?? '', 'Pictures do not show the room');
  // As the payment provider's webhook delivers it: no one signed in.
  await script.boost(ids.boostedRoom ?? '', { id: null, role: 'anonymous' });
  await script.delete(ids.deletedRoom ?? '', ownerActor);
  await kamra.projector.caughtUp();
}, 60_000);

afterAll(async () => {
  await kamra.close();
});

describe('GET /api/listings', () => {
  it('lists approved, live listings of one kind: boosted first, then newest', async () => {
    const page = await json<Page<ListingCard>>('/api/listings?kind=room&location=all');
    expect(idsOf(page)).toEqual([ids.boostedRoom, ids.newRoom, ids.karachiRoom, ids.oldRoom]);
    expect(page.nextCursor).toBeNull();
    const [first, second] = page.items;
    expect(first).toMatchObject({ kind: 'room', boosted: true, isNew: false, rent: 15000, city: 'peshawar', status: 'approved' });
    expect(second).toMatchObject({ boosted: false, isNew: true, boostedUntil: null, pictures: ['/uploads/room1-400.webp', '/uploads/room2-400.webp', '/uploads/room3-400.webp'], cover: '/uploads/room1.webp' });
  });

  it('matches part of the address in any case, or the normalised city', async () => {
    expect(idsOf(await json<Page<ListingCard>>('/api/listings?kind=room&location=CLIFTON'))).toEqual([ids.karachiRoom]);
    // 'House 4, Johar Town' names no city, but Johar Town is in Lahore.
    expect(idsOf(await json<Page<ListingCard>>('/api/listings?kind=room&location=lahore'))).toEqual([ids.newRoom, ids.oldRoom]);
    expect(idsOf(await json<Page<ListingCard>>('/api/listings?kind=room&location=100%25'))).toEqual([]);
  });

  it('compares addresses without their spaces and punctuation, so G-11, G 11 and g11 find each other', async () => {
    expect(idsOf(await json<Page<ListingCard>>('/api/listings?kind=room&location=block-4'))).toEqual([ids.karachiRoom]);
    expect(idsOf(await json<Page<ListingCard>>('/api/listings?kind=room&location=PHASE3'))).toEqual([ids.boostedRoom]);
    expect(idsOf(await json<Page<ListingCard>>(`/api/listings?kind=roommate&location=${encodeURIComponent('f 10/2')}`))).toEqual([ids.roommate]);
    // Text without a letter or digit is looked for as typed.
    expect(idsOf(await json<Page<ListingCard>>(`/api/listings?kind=room&location=${encodeURIComponent(', ')}`))).toHaveLength(4);
    expect(idsOf(await json<Page<ListingCard>>(`/api/listings?kind=room&location=${encodeURIComponent('%')}`))).toEqual([]);
  });

  it('applies the filters that are set and ignores empty or zero ones', async () => {
    expect(idsOf(await json<Page<ListingCard>>('/api/listings?kind=room&rent=25000'))).toEqual([ids.boostedRoom, ids.newRoom]);
    expect(idsOf(await json<Page<ListingCard>>('/api/listings?kind=room&rent=0&furnished=&maxRoommate=0&internet=false'))).toHaveLength(4);
    expect(idsOf(await json<Page<ListingCard>>('/api/listings?kind=room&furnished=true'))).toEqual([ids.boostedRoom, ids.newRoom, ids.karachiRoom]);
    expect(idsOf(await json<Page<ListingCard>>('/api/listings?kind=room&carpeted=true&bills=true'))).toEqual([ids.karachiRoom]);
    expect(idsOf(await json<Page<ListingCard>>('/api/listings?kind=room&sharedKitchen=true'))).not.toContain(ids.karachiRoom);
    expect(idsOf(await json<Page<ListingCard>>('/api/listings?kind=roommate&gender=Male&age=25&occupation=Engineer'))).toEqual([ids.roommate]);
    expect(idsOf(await json<Page<ListingCard>>('/api/listings?kind=roommate&smoking=true'))).toEqual([]);
    expect(idsOf(await json<Page<ListingCard>>('/api/listings?kind=roommate&age=31'))).toEqual([]);
    expect(idsOf(await json<Page<ListingCard>>('/api/listings?kind=accessory&name=study%20TABLE&price=5000'))).toEqual([ids.accessory]);
    expect(idsOf(await json<Page<ListingCard>>('/api/listings?kind=accessory&price=4000'))).toEqual([]);
  });

  it('pages with a cursor across the boosted and the rest, without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page: Page<ListingCard> = await json<Page<ListingCard>>(`/api/listings?kind=room&limit=1${query}`);
      seen.push(...idsOf(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([ids.boostedRoom, ids.newRoom, ids.karachiRoom, ids.oldRoom]);
  });

  it('answers the next page from the page cache: the first page read it ahead', async () => {
    const hits = async () => {
      const counter = await metricsRegistry.getSingleMetric('kamra_search_page_cache_requests_total')?.get();
      return counter?.values.find((value) => value.labels.outcome === 'hit')?.value ?? 0;
    };
    const first = await json<Page<ListingCard>>('/api/listings?kind=room&limit=1&rent=45000');
    const before = await hits();
    // The cursor first and the rest in another order: the cache's key is the search, not the URL.
    const second = await json<Page<ListingCard>>(`/api/listings?cursor=${encodeURIComponent(first.nextCursor ?? '')}&rent=45000&limit=1&kind=room`);
    expect(await hits()).toBe(before + 1);
    expect([...idsOf(first), ...idsOf(second)]).toEqual([ids.boostedRoom, ids.newRoom]);
  });

  it('answers bad parameters with 400 and a message saying what is wrong', async () => {
    for (const query of ['', 'kind=house', 'kind=room&limit=0', 'kind=room&rent=lots', 'kind=room&cursor=not-a-cursor', 'kind=roommate&gender=Robot']) {
      const res = await kamra.request(`/api/listings?${query}`);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(res.status, query).toBe(400);
      expect(body.error.message.length, query).toBeGreaterThan(5);
    }
  });
});

describe('GET /api/listings/:id', () => {
  it('shows an approved listing to everyone, the NIC number only to admins', async () => {
    const anonymous = await json<ListingDetail>(`/api/listings/${ids.newRoom}`);
    expect(anonymous).toMatchObject({ kind: 'room', tagline: 'Furnished room near the main boulevard', rejectionReason: null, lister: { userId: owner.userId, name: 'Ayesha Khan', phone: '0300-1234567', photoUrl: '/avatars/avatar-2.svg', verified: false } });
    expect(anonymous).not.toHaveProperty('nicNumber');
    expect(anonymous).not.toHaveProperty('listerName');
    expect(await json<ListingDetail>(`/api/listings/${ids.newRoom}`, admin.token)).toMatchObject({ nicNumber: '3520212345671' });
  });

  it('shows pending and rejected listings only to their owner and admins', async () => {
    expect((await kamra.request(`/api/listings/${ids.pendingRoom}`)).status).toBe(404);
    expect((await kamra.request(`/api/listings/${ids.rejectedRoom}`, { token: other.token })).status).toBe(404);
    expect(await json<ListingDetail>(`/api/listings/${ids.rejectedRoom}`, owner.token)).toMatchObject({ status: 'rejected', rejectionReason: 'Pictures do not show the room' });
    expect(await json<ListingDetail>(`/api/listings/${ids.pendingRoom}`, admin.token)).toMatchObject({ status: 'pending' });
  });

  it('hides deleted listings from everyone', async () => {
    for (const token of [undefined, owner.token, admin.token]) {
      expect((await kamra.request(`/api/listings/${ids.deletedRoom}`, token ? { token } : {})).status).toBe(404);
    }
  });
});

describe('GET /api/me/listings', () => {
  it("lists the caller's own live listings in every status with rejection reason and boost prompt", async () => {
    const page = await json<Page<MyListing>>('/api/me/listings?kind=room', owner.token);
    expect(new Set(idsOf(page))).toEqual(new Set([ids.oldRoom, ids.newRoom, ids.boostedRoom, ids.pendingRoom, ids.rejectedRoom]));
    const byId = new Map(page.items.map((item) => [item.id, item]));
    expect(byId.get(ids.rejectedRoom ?? '')).toMatchObject({ status: 'rejected', rejectionReason: 'Pictures do not show the room', needsBoost: false });
    expect(byId.get(ids.boostedRoom ?? '')).toMatchObject({ boosted: true, needsBoost: false });
    expect(byId.get(ids.newRoom ?? '')).toMatchObject({ needsBoost: true });
    expect(byId.get(ids.pendingRoom ?? '')).toMatchObject({ status: 'pending', needsBoost: false });
    expect((await json<Page<MyListing>>('/api/me/listings?kind=accessory', owner.token)).items).toEqual([]);
  });

  it('pages newest first with a cursor, without gaps or repeats, so a lister of years is never sent whole', async () => {
    const whole = idsOf(await json<Page<MyListing>>('/api/me/listings?kind=room', owner.token));
    const walked: string[] = [];
    let path: string | null = '/api/me/listings?kind=room&limit=2';
    while (path !== null) {
      const page: Page<MyListing> = await json<Page<MyListing>>(path, owner.token);
      expect(page.items.length).toBeLessThanOrEqual(2);
      walked.push(...idsOf(page));
      path = page.nextCursor === null ? null : `/api/me/listings?kind=room&limit=2&cursor=${encodeURIComponent(page.nextCursor)}`;
    }
    expect(walked).toEqual(whole);
    expect(whole).toHaveLength(5);
    for (const bad of ['cursor=not-a-cursor', 'limit=0', 'limit=51']) {
      expect((await kamra.request(`/api/me/listings?kind=room&${bad}`, { token: owner.token })).status).toBe(400);
    }
  });

  it('needs sign-in', async () => {
    expect((await kamra.request('/api/me/listings')).status).toBe(401);
  });
});

describe('admin lists', () => {
  it('queue: pending listings only, oldest first, for admins only', async () => {
    const later = await script.submit(roomSubmission(base(other.userId, 'I-8, Islamabad', 0)));
    await kamra.projector.caughtUp();
    expect(idsOf(await json<Page<MyListing>>('/api/admin/queue?kind=room', admin.token))).toEqual([ids.pendingRoom, later]);
    expect(idsOf(await json<Page<MyListing>>('/api/admin/queue?kind=accessory', admin.token))).toEqual([]);
    const first = await json<Page<MyListing>>('/api/admin/queue?kind=room&limit=1', admin.token);
    expect(idsOf(first)).toEqual([ids.pendingRoom]);
    const second = await json<Page<MyListing>>(`/api/admin/queue?kind=room&limit=1&cursor=${encodeURIComponent(first.nextCursor ?? '')}`, admin.token);
    expect(idsOf(second)).toEqual([later]);
    expect(second.nextCursor).toBeNull();
    expect((await kamra.request('/api/admin/queue?cursor=not-a-cursor', { token: admin.token })).status).toBe(400);
    expect((await kamra.request('/api/admin/queue', { token: owner.token })).status).toBe(403);
  });

  it("a user's listings, and 404 for an unknown user", async () => {
    const page = await json<Page<MyListing>>(`/api/admin/users/${other.userId}/listings?kind=room`, admin.token);
    expect(idsOf(page)).toContain(ids.karachiRoom);
    const first = await json<Page<MyListing>>(`/api/admin/users/${owner.userId}/listings?kind=room&limit=3`, admin.token);
    const rest = await json<Page<MyListing>>(`/api/admin/users/${owner.userId}/listings?kind=room&limit=3&cursor=${encodeURIComponent(first.nextCursor ?? '')}`, admin.token);
    expect([...idsOf(first), ...idsOf(rest)]).toEqual(idsOf(await json<Page<MyListing>>(`/api/admin/users/${owner.userId}/listings?kind=room`, admin.token)));
    expect(rest.nextCursor).toBeNull();
    expect((await kamra.request('/api/admin/users/nobody/listings', { token: admin.token })).status).toBe(404);
    expect((await kamra.request(`/api/admin/users/${other.userId}/listings`, { token: other.token })).status).toBe(403);
  });

  it('history: every event in order with actor name and role, time and reason, also after deletion', async () => {
    const rejected = await json<ListingHistoryEntry[]>(`/api/admin/listings/${ids.rejectedRoom}/history`, admin.token);
    expect(rejected.map((entry) => [entry.type, entry.actor.name, entry.actor.role])).toEqual([
      ['ListingSubmitted', 'Ayesha Khan', 'user'],
      ['ListingRejected', 'Admin Sahib', 'admin'],
    ]);
    expect(rejected[1]).toMatchObject({ reason: 'Pictures do not show the room', actor: { id: admin.userId } });
    const deleted = await json<ListingHistoryEntry[]>(`/api/admin/listings/${ids.deletedRoom}/history`, admin.token);
    expect(deleted.map((entry) => entry.type)).toEqual(['ListingSubmitted', 'ListingApproved', 'ListingDeleted']);
    expect(deleted[2]).toMatchObject({ by: 'owner' });
    const boostedTrail = await json<ListingHistoryEntry[]>(`/api/admin/listings/${ids.boostedRoom}/history`, admin.token);
    // Only the owner may buy a boost: it is theirs, however it arrived.
    expect(boostedTrail[2]).toMatchObject({ type: 'ListingBoosted', package: 'standard', actor: { id: owner.userId, name: 'Ayesha Khan', role: 'user' } });
    expect((await kamra.request(`/api/admin/listings/${ids.deletedRoom}/history`, { token: owner.token })).status).toBe(403);
    expect((await kamra.request('/api/admin/listings/nothing/history', { token: admin.token })).status).toBe(404);
  });
});

describe('read-your-writes', () => {
  it('waits for x-after-position before answering', async () => {
    const id = await script.submit(roomSubmission(base(owner.userId, 'E-11, Islamabad', 0)));
    const res = await kamra.request(`/api/listings/${id}`, { token: owner.token, headers: { 'x-after-position': script.lastPosition } });
    expect(res.status).toBe(200);
    await kamra.projector.caughtUp();
    expect(await json<{ projector: { lag: number } }>('/readyz')).toMatchObject({ projector: { lag: 0 } });
  });

  it('shows a listing in search as soon as it is projected, however recently the same page was asked', async () => {
    const before = idsOf(await json<Page<ListingCard>>('/api/listings?kind=accessory&location=all'));
    const id = await script.submit(accessorySubmission(base(other.userId, 'Saddar, Karachi', 0), { name: 'Folding chair' }));
    await script.approve(id);
    await kamra.projector.caughtUp();
    const after = idsOf(await json<Page<ListingCard>>('/api/listings?kind=accessory&location=all'));
    expect(after).toEqual([id, ...before]);
  });

});
