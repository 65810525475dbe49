import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminQueueItem, CurrentUser, ListingDetail, ListingHistoryEntry, ListingSearchPage, MyListing, Page } from '@kamra/contracts/read-models';
import { isPhoneVerified } from '@kamra/contracts/rules';
import { roomSubmission } from '@kamra/contracts/testing';
import { HARNESS_ADMIN_EMAIL, startReadServiceHarness, type Person, type ReadServiceHarness } from '../testing/read-service-harness.js';
import { base, ListingScript } from '../testing/listing-script.js';
import { phoneVerifiedIds } from './phone-badges.js';

let kamra: ReadServiceHarness;
let admin: Person;
let owner: Person;
let other: Person;
let script: ListingScript;
const ids: Record<string, string> = {};
const OWN = '+923001234567';

async function json<T>(path: string, token?: string): Promise<T> {
  const res = await kamra.request(path, token ? { token } : {});
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}

const phoneEvent = (type: 'PhoneVerified' | 'PhoneRemoved', person: Person, phone: string) =>
  kamra.record({ type, data: { userId: person.userId, phone } }, { id: person.userId, role: 'user' });

beforeAll(async () => {
  kamra = await startReadServiceHarness();
  admin = await kamra.signIn({ name: 'Admin Sahib', email: HARNESS_ADMIN_EMAIL });
  owner = await kamra.signIn({ name: 'Ayesha Khan' });
  other = await kamra.signIn({ name: 'Bilal Ahmed' });
  script = new ListingScript(kamra.store, { id: admin.userId, role: 'admin' });
  // The same number written two ways, another number of the owner's, and the owner's number on another person's listing.
  ids.typedWithDashes = await script.submit(roomSubmission(base(owner.userId, 'Flat 2, Gulberg III, Lahore', 3), { phone: '0300-1234567' }));
  ids.typedInternational = await script.submit(roomSubmission(base(owner.userId, 'House 4, Johar Town, Lahore', 2), { phone: '+92 300 1234567' }));
  ids.unverified = await script.submit(roomSubmission(base(owner.userId, 'Model Town, Lahore', 1), { phone: '0321 7654321' }));
  ids.copied = await script.submit(roomSubmission(base(other.userId, 'DHA Phase 5, Lahore', 1), { phone: '0300 1234567' }));
  ids.pending = await script.submit(roomSubmission(base(owner.userId, 'G-11/2, Islamabad', 0.5), { phone: '0321 7654321' }));
  for (const id of [ids.typedWithDashes, ids.typedInternational, ids.unverified, ids.copied]) await script.approve(id ?? '');
  await phoneEvent('PhoneVerified', owner, OWN);
  await kamra.projector.caughtUp();
}, 60_000);

afterAll(async () => {
  await kamra.close();
});

describe('the "Phone verified" badge', () => {
  it("is on the cards whose number, however typed, is one their owner verified; another person's copy of it has none", async () => {
    const page = await json<ListingSearchPage>('/api/listings?kind=room&location=all');
    const badges = Object.fromEntries(page.items.map((card) => [card.id, card.lister.phoneVerified]));
    expect(badges).toEqual({ [ids.typedWithDashes ?? '']: true, [ids.typedInternational ?? '']: true, [ids.unverified ?? '']: false, [ids.copied ?? '']: false });
  });

  it('filters a search to verified numbers, in the page and in the count', async () => {
    const page = await json<ListingSearchPage>('/api/listings?kind=room&location=Lahore&verifiedPhone=true&limit=1');
    expect(page.total).toBe(2);
    const next = await json<ListingSearchPage>(`/api/listings?kind=room&location=Lahore&verifiedPhone=true&limit=1&cursor=${encodeURIComponent(page.nextCursor ?? '')}`);
    expect([...page.items, ...next.items].map((card) => card.id).sort()).toEqual([ids.typedWithDashes, ids.typedInternational].sort());
    expect(next.nextCursor).toBeNull();
  });

  it('is on the detail, My Listings and the admin queue, which shows the unverified number as typed', async () => {
    expect((await json<ListingDetail>(`/api/listings/${ids.typedInternational}`)).lister).toMatchObject({ phone: '+92 300 1234567', phoneVerified: true });
    expect((await json<ListingDetail>(`/api/listings/${ids.copied}`)).lister.phoneVerified).toBe(false);
    const mine = await json<Page<MyListing>>('/api/me/listings', owner.token);
    expect(mine.items.find((item) => item.id === ids.unverified)?.lister.phoneVerified).toBe(false);
    expect(mine.items.find((item) => item.id === ids.typedWithDashes)?.lister.phoneVerified).toBe(true);
    const queue = await json<Page<AdminQueueItem>>('/api/admin/queue?kind=room', admin.token);
    expect(queue.items.find((item) => item.id === ids.pending)?.lister).toEqual({ phone: '0321 7654321', phoneVerified: false });
    const history = await json<ListingHistoryEntry[]>(`/api/admin/listings/${ids.pending}/history`, admin.token);
    expect(history[0]).toMatchObject({ type: 'ListingSubmitted', phone: { number: '0321 7654321', verified: false } });
  });

  it('lists the verified numbers in GET /api/me, and goes from every listing once the number is removed', async () => {
    expect((await json<CurrentUser>('/api/me', owner.token)).verifiedPhones).toEqual([OWN]);
    await phoneEvent('PhoneRemoved', owner, OWN);
    await kamra.projector.caughtUp();
    expect((await json<CurrentUser>('/api/me', owner.token)).verifiedPhones).toEqual([]);
    expect((await json<ListingDetail>(`/api/listings/${ids.typedWithDashes}`)).lister.phoneVerified).toBe(false);
    expect((await json<ListingSearchPage>('/api/listings?kind=room&location=all&verifiedPhone=true')).total).toBe(0);
    await phoneEvent('PhoneVerified', owner, OWN);
    await kamra.projector.caughtUp();
  });

  it('agrees in SQL with isPhoneVerified (property)', async () => {
    const numbers = ['+923001234567', '+923217654321', '+92512345678'];
    const typed: Record<string, string> = { '+923001234567': '0300-1234567', '+923217654321': '0321 7654321', '+92512345678': '051-2345678' };
    await fc.assert(fc.asyncProperty(
      fc.subarray(numbers), fc.array(fc.constantFrom(...numbers), { minLength: 1, maxLength: 4 }),
      async (verified, listed) => {
        const person = await kamra.signIn({ name: 'Sara Malik' });
        for (const phone of verified) await phoneEvent('PhoneVerified', person, phone);
        const listingIds: string[] = [];
        for (const phone of listed) listingIds.push(await script.submit(roomSubmission(base(person.userId, 'Saddar, Karachi', 1), { phone: typed[phone] ?? '' })));
        await kamra.projector.caughtUp();
        const badged = await phoneVerifiedIds(kamra.db, listingIds);
        listingIds.forEach((id, index) => expect(badged.has(id)).toBe(isPhoneVerified(listed[index] ?? null, verified)));
      },
    ), { numRuns: 12 });
  }, 60_000);
});
