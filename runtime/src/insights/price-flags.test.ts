import type { AdminStats, ListingHistoryEntry, MyListing, Page, RentFigures } from '@kamra/contracts/read-models';
import { messages } from '@kamra/contracts/messages';
import { createLogger } from '@kamra/platform';
import { ReactorRunner, REACTOR_SCHEMA } from '@kamra/projector';
import { listingAreaFigures } from '@kamra/read-service';
import { priceFlagReactor } from '@kamra/write-service';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';
import {
  listingEvents, listingForm, listingText, pictures, revisionForm, SUBMIT_PATHS, submittedPictureFiles,
} from '../listings/listing-forms.js';

let kamra: TestKamra;
let admin: { userId: string; token: string };
let owner: { userId: string; token: string };
let photos: Blob[];

const G11 = 'Street 5, G-11/3, Islamabad';
const FAIR_RENTS = [20_000, 22_000, 23_000, 24_000, 25_000, 26_000, 27_000, 28_000, 30_000, 32_000];

beforeAll(async () => {
  kamra = await startTestKamra();
  admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
  owner = await kamra.signIn({ name: 'Ayesha Khan' });
  photos = await pictures(3);
});
afterAll(async () => {
  await kamra.close();
});

async function approvedRoom(rent: number, address = G11): Promise<string> {
  const body = listingForm({ text: { ...listingText('room'), address, rent: String(rent) }, pictures: photos, profile: 'avatar-4' });
  const submitted = await kamra.request(SUBMIT_PATHS.room, { method: 'POST', token: owner.token, body });
  expect(submitted.status).toBe(202);
  const { id } = (await submitted.json()) as { id: string };
  expect((await kamra.request(`/api/listings/${id}/approve`, { method: 'POST', token: admin.token })).status).toBe(200);
  return id;
}

/** The owner's edit of a G-11 room's rent, keeping its pictures; then, when told, the admin's approval of it. */
async function reviseRent(id: string, from: number, to: number): Promise<void> {
  const text = { ...listingText('room'), address: G11, rent: String(from) };
  const body = revisionForm({ text, changed: { rent: String(to) }, keep: await submittedPictureFiles(kamra, id) });
  const response = await kamra.request(`/api/listings/${id}`, { method: 'PUT', token: owner.token, body });
  expect(response.status).toBe(202);
}

async function approve(id: string): Promise<void> {
  expect((await kamra.request(`/api/listings/${id}/approve`, { method: 'POST', token: admin.token })).status).toBe(200);
}

/** Both reactor instances go over the whole log again, as after a lost checkpoint. */
async function replayFromScratch(): Promise<void> {
  await sql`DELETE FROM ${sql.table(`${REACTOR_SCHEMA}.checkpoints`)}`.execute(kamra.db);
  const runners = [1, 2].map(() => new ReactorRunner({
    store: kamra.store,
    pool: kamra.database.pool,
    logger: createLogger('test'),
    reactor: priceFlagReactor({ store: kamra.store, now: () => new Date(), areaFiguresOf: (id) => listingAreaFigures(kamra.db, id, new Date()) }),
  }));
  await Promise.all(runners.map((runner) => runner.start()));
  await Promise.all(runners.map((runner) => runner.caughtUp()));
  await Promise.all(runners.map((runner) => runner.stop()));
}

async function settled(): Promise<void> {
  await kamra.projector.caughtUp();
  await kamra.priceFlags.caughtUp();
  await kamra.projector.caughtUp();
}

async function flagsOf(id: string) {
  return (await listingEvents(kamra, id)).filter((event) => event.type === 'ListingPriceFlagged');
}

async function json<T>(path: string, token?: string): Promise<T> {
  const response = await kamra.request(path, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** percentile_cont over sorted amounts, as the guide states it, in whole rupees. */
function percentile(sorted: readonly number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return Math.round((sorted[low] ?? 0) + ((sorted[high] ?? 0) - (sorted[low] ?? 0)) * (at - low));
}

describe('price flags', () => {
  let fair: string[];
  let cheap: string;

  beforeAll(async () => {
    fair = [];
    for (const rent of FAIR_RENTS) fair.push(await approvedRoom(rent));
    await settled();
    cheap = await approvedRoom(8_000);
    await settled();
  });

  it('flag a room priced below half its area\'s median, once, with the figures it was judged against', async () => {
    const flags = await flagsOf(cheap);
    expect(flags).toHaveLength(1);
    const sorted = [...FAIR_RENTS].sort((a, b) => a - b);
    expect(flags[0]?.data).toMatchObject({ amount: 8000, area: 'islamabad/g11', median: percentile(sorted, 0.5), count: FAIR_RENTS.length, version: 1 });
    expect(flags[0]?.metadata).toMatchObject({ actorId: null, actorRole: 'anonymous' });
    for (const id of fair) expect(await flagsOf(id)).toEqual([]);
  });

  it('show the flag in the moderation history, in the admin\'s listing lists and among the dashboard\'s flags', async () => {
    const history = await json<ListingHistoryEntry[]>(`/api/admin/listings/${cheap}/history`, admin.token);
    const entry = history.find((e) => e.type === 'ListingPriceFlagged');
    expect(entry).toMatchObject({ actor: { role: 'system' }, priceFlag: { amount: 8000, areaName: 'G-11', median: 25_500, count: 10 } });

    const listings = await json<Page<MyListing>>(`/api/admin/users/${owner.userId}/listings?kind=room`, admin.token);
    expect(listings.items.find((item) => item.id === cheap)?.priceFlag).toEqual({ amount: 8000, areaName: 'G-11', areaUrduName: 'جی 11', median: 25_500, count: 10 });
    expect(listings.items.filter((item) => item.priceFlag !== null)).toHaveLength(1);
    // The owner is not told: the flag is for the admins.
    const own = await json<Page<MyListing>>('/api/me/listings?kind=room', owner.token);
    expect(own.items.every((item) => item.priceFlag === null)).toBe(true);

    const stats = await json<AdminStats>('/api/admin/stats', admin.token);
    expect(stats.flags.prices).toBe(1);
    expect(stats.flags.latestPrices).toEqual([{ id: cheap, kind: 'room', ownerId: owner.userId, tagline: expect.any(String), priceFlag: entry?.priceFlag }]);
  });

  it('give the rent guide of the area from the public rooms there', async () => {
    const figures = await json<RentFigures>(`/api/insights/rent?kind=room&location=${encodeURIComponent('G-11, Islamabad')}`);
    const all = [...FAIR_RENTS, 8000].sort((a, b) => a - b);
    expect(figures).toEqual({ location: 'G-11', locationUrdu: 'جی 11', count: 11, p25: percentile(all, 0.25), median: percentile(all, 0.5), p75: percentile(all, 0.75) });
    const elsewhere = await json<RentFigures>(`/api/insights/rent?kind=room&location=${encodeURIComponent('F-7, Islamabad')}`);
    expect(elsewhere).toEqual({ location: 'F-7', locationUrdu: 'ایف 7', count: 0, p25: null, median: null, p75: null });
    const badKind = await kamra.request('/api/insights/rent?kind=rooms&location=G-11');
    expect(badKind.status).toBe(400);
    expect(JSON.stringify(await badKind.json())).toContain(messages.searchKindRequired);
    const noPlace = await kamra.request('/api/insights/rent?kind=room&location=%20');
    expect(noPlace.status).toBe(400);
    expect(JSON.stringify(await noPlace.json())).toContain(messages.rentGuideLocationRequired);
    // A place the gazetteer does not know has no figures rather than an error.
    expect(await json<RentFigures>('/api/insights/rent?kind=room&location=Nowhere%20street')).toEqual({ location: null, locationUrdu: null, count: 0, p25: null, median: null, p75: null });
  });

  it('act at most once per version across a restart from scratch and a second instance', async () => {
    await replayFromScratch();
    expect(await flagsOf(cheap)).toHaveLength(1);
    for (const id of fair) expect(await flagsOf(id)).toEqual([]);
  });

  describe('when a revision goes live', () => {
    const guide = () => json<RentFigures>(`/api/insights/rent?kind=room&location=${encodeURIComponent('G-11, Islamabad')}`);
    const figuresOf = (rents: readonly number[]) => {
      const sorted = [...rents].sort((a, b) => a - b);
      return { location: 'G-11', locationUrdu: 'جی 11', count: sorted.length, p25: percentile(sorted, 0.25), median: percentile(sorted, 0.5), p75: percentile(sorted, 0.75) };
    };
    /** The rooms of G-11 besides the fair room below: the ten fair ones and the cheap one. */
    const others = [...FAIR_RENTS, 8000];
    let fairRoom: string;

    beforeAll(async () => {
      fairRoom = await approvedRoom(26_000);
      await settled();
    });

    it('judge it again: a fair room cut below half the median is flagged once, for that version, after the guide counted only the live rent', async () => {
      expect(await flagsOf(fairRoom)).toEqual([]);
      expect(await guide()).toEqual(figuresOf([...others, 26_000]));

      await reviseRent(fairRoom, 26_000, 9000);
      await settled();
      // Waiting for review: the public rent, and so the guide and the judgement, are still the approved ones.
      expect(await guide()).toEqual(figuresOf([...others, 26_000]));
      expect(await flagsOf(fairRoom)).toEqual([]);

      await approve(fairRoom);
      await settled();
      expect(await guide()).toEqual(figuresOf([...others, 9000]));
      const flags = await flagsOf(fairRoom);
      expect(flags).toHaveLength(1);
      expect(flags[0]?.data).toMatchObject({ version: 2, amount: 9000, area: 'islamabad/g11', median: percentile([...others].sort((a, b) => a - b), 0.5), count: others.length });

      const history = await json<ListingHistoryEntry[]>(`/api/admin/listings/${fairRoom}/history`, admin.token);
      expect(history.map((entry) => entry.type)).toEqual(['ListingSubmitted', 'ListingApproved', 'ListingRevised', 'ListingRevisionApproved', 'ListingPriceFlagged']);
      const priceFlag = { amount: 9000, areaName: 'G-11', areaUrduName: 'جی 11', median: 25_000, count: 11 };
      expect(history.at(-1)).toMatchObject({ actor: { role: 'system' }, priceFlag });
      const listings = await json<Page<MyListing>>(`/api/admin/users/${owner.userId}/listings?kind=room`, admin.token);
      expect(listings.items.find((item) => item.id === fairRoom)?.priceFlag).toEqual(priceFlag);
    });

    it('clear the flag of a room whose approved revision fixes its price, and flag the fixed version nothing', async () => {
      await reviseRent(cheap, 8000, 24_000);
      await settled();
      // The flag stands for the live version while the fix waits.
      const waiting = await json<Page<MyListing>>(`/api/admin/users/${owner.userId}/listings?kind=room`, admin.token);
      expect(waiting.items.find((item) => item.id === cheap)?.priceFlag).toMatchObject({ amount: 8000 });

      await approve(cheap);
      await settled();
      const listings = await json<Page<MyListing>>(`/api/admin/users/${owner.userId}/listings?kind=room`, admin.token);
      expect(listings.items.find((item) => item.id === cheap)?.priceFlag).toBeNull();
      expect((await flagsOf(cheap)).map((event) => (event.data as { version: number }).version)).toEqual([1]);
      const history = await json<ListingHistoryEntry[]>(`/api/admin/listings/${cheap}/history`, admin.token);
      expect(history.map((entry) => entry.type)).toEqual(['ListingSubmitted', 'ListingApproved', 'ListingPriceFlagged', 'ListingRevised', 'ListingRevisionApproved']);
      const stats = await json<AdminStats>('/api/admin/stats', admin.token);
      expect(stats.flags.prices).toBe(1);
      expect(stats.flags.latestPrices.map((flag) => flag.id)).toEqual([fairRoom]);
    });

    it('still flag once per version when replayed from scratch', async () => {
      await replayFromScratch();
      expect((await flagsOf(cheap)).map((event) => (event.data as { version: number }).version)).toEqual([1]);
      expect((await flagsOf(fairRoom)).map((event) => (event.data as { version: number }).version)).toEqual([2]);
      for (const id of fair) expect(await flagsOf(id)).toEqual([]);
    });
  });
});
