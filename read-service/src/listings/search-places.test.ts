/**
 * Search as a seeker uses it: an area's own listings first and then the rest of its city, a
 * count, orders by rent or price, and filters that mean what their labels say. Through the
 * read service's routes over listings the real projector made from events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LifestylePreference } from '@kamra/contracts/options';
import type { ListingSearchPage } from '@kamra/contracts/read-models';
import { messages } from '@kamra/contracts/messages';
import { listingSearchQuerySchema } from '@kamra/contracts/queries';
import { accessorySubmission, roommateSubmission, roomSubmission } from '@kamra/contracts/testing';
import { HARNESS_ADMIN_EMAIL, startReadServiceHarness, type ReadServiceHarness } from '../testing/read-service-harness.js';
import { base, ListingScript } from '../testing/listing-script.js';
import { searchListings } from './search-listings.js';

let kamra: ReadServiceHarness;
let script: ListingScript;
const ids: Record<string, string> = {};
const id = (name: string): string => ids[name] ?? name;

async function search(query: string): Promise<ListingSearchPage> {
  const res = await kamra.request(`/api/listings?${query}`);
  expect(res.status, `${query}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as ListingSearchPage;
}

const named = (page: ListingSearchPage): string[] =>
  page.items.map((item) => Object.keys(ids).find((name) => ids[name] === item.id) ?? item.id);

/** Every page of a search, one listing at a time, as Load more walks it. */
async function walk(query: string): Promise<{ names: string[]; totals: number[] }> {
  const names: string[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  do {
    const page: ListingSearchPage = await search(`${query}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    names.push(...named(page));
    totals.push(page.total);
    cursor = page.nextCursor;
  } while (cursor);
  return { names, totals };
}

beforeAll(async () => {
  kamra = await startReadServiceHarness();
  const admin = await kamra.signIn({ name: 'Admin Sahib', email: HARNESS_ADMIN_EMAIL });
  const owner = await kamra.signIn({ name: 'Ayesha Khan' });
  script = new ListingScript(kamra.store, { id: admin.userId, role: 'admin' });
  const room = (name: string, address: string, daysAgo: number, rent: number) =>
    script.submit(roomSubmission(base(owner.userId, address, daysAgo), { rent })).then((listingId) => { ids[name] = listingId; });
  await room('g11Old', 'House 5, Street 3, G-11/2, Islamabad', 6, 25000);
  await room('g11New', 'G-11 Markaz, Islamabad', 1, 18000);
  await room('g11Boosted', 'Street 9, G 11/4, Isb', 9, 30000);
  await room('g12', 'Street 1, G-12, Islamabad', 2, 12000);
  await room('f7', 'F-7/3, Islamabad', 3, 45000);
  await room('islamabad', 'Near Faisal Mosque, Islamabad', 4, 22000);
  await room('gulberg', 'Flat 2, Gulberg III, Lahore', 2, 20000);
  await room('dhaLahore', 'DHA Phase 5, Lahore', 3, 60000);
  await room('johar', 'House 4, Johar Town, Lahore', 5, 15000);
  await room('dhaKarachi', 'Defence Phase 6, Karachi', 1, 50000);
  const roommate = (name: string, preferences: LifestylePreference[]) =>
    script.submit(roommateSubmission(base(owner.userId, 'F-10/2, Islamabad', 2), {
      features: { furnished: [], features: [], secondaryFeatures: [], preferences },
    })).then((listingId) => { ids[name] = listingId; });
  await roommate('nonSmokerAd', ['Non Smoker']);
  await roommate('easyAd', ['Night Owl']);
  const item = (name: string, product: string) =>
    script.submit(accessorySubmission(base(owner.userId, 'Saddar, Rawalpindi', 2), { name: product })).then((listingId) => { ids[name] = listingId; });
  await item('refrigerator', 'Haier Refrigerator 12 cubic feet');
  await item('beds', 'Two single beds');
  await item('almirah', 'Wooden almirah');
  await item('couch', 'Three seater couch');
  for (const listingId of Object.values(ids)) await script.approve(listingId);
  await script.boost(id('g11Boosted'), { id: owner.userId, role: 'user' });
  await kamra.projector.caughtUp();
}, 60_000);

afterAll(async () => {
  await kamra.close();
});

describe('an area search', () => {
  it("shows the area's own listings first, boosted then newest, then the rest of its city, marked", async () => {
    const page = await search(`kind=room&location=${encodeURIComponent('G-11, Islamabad, Islamabad Capital Territory')}`);
    expect(named(page)).toEqual(['g11Boosted', 'g11New', 'g11Old', 'g12', 'f7', 'islamabad']);
    expect(page.items.map((item) => item.match)).toEqual(['area', 'area', 'area', 'city', 'city', 'city']);
    expect(page.total).toBe(6);
    expect(page.place).toEqual({ city: 'islamabad', cityName: 'Islamabad', area: 'islamabad/g11', areaName: 'G-11', areaUrduName: 'جی 11', areaTotal: 3 });
  });

  it("keeps an area shared by several cities to the city named: Lahore's DHA, not Karachi's", async () => {
    const page = await search(`kind=room&location=${encodeURIComponent('DHA, Lahore')}`);
    expect(named(page)).toEqual(['dhaLahore', 'gulberg', 'johar']);
    expect(page.place).toMatchObject({ areaName: 'DHA', areaTotal: 1 });
  });

  it("names the area in Urdu beside its English name, whichever language it was typed in", async () => {
    const place = { city: 'karachi', cityName: 'Karachi', area: 'karachi/gulbergtown', areaName: 'Gulberg Town', areaUrduName: 'گلبرگ ٹاؤن', areaTotal: 0 };
    expect((await search(`kind=room&location=${encodeURIComponent('Gulberg Town, Karachi')}`)).place).toEqual(place);
    expect((await search(`kind=room&location=${encodeURIComponent('گلبرگ ٹاؤن، کراچی')}`)).place).toEqual(place);
  });

  it('says when the area has none yet, and shows its city', async () => {
    const page = await search(`kind=room&location=${encodeURIComponent('H-9, Islamabad')}`);
    expect(page.place).toMatchObject({ areaName: 'H-9', cityName: 'Islamabad', areaTotal: 0 });
    expect(page.items.every((item) => item.match === 'city')).toBe(true);
    expect(page.total).toBe(6);
  });

  it('pages across the area and the rest of the city without gaps or repeats, in both orders', async () => {
    const location = encodeURIComponent('G-11, Islamabad');
    const newest = await walk(`kind=room&location=${location}`);
    expect(newest.names).toEqual(['g11Boosted', 'g11New', 'g11Old', 'g12', 'f7', 'islamabad']);
    expect(new Set(newest.totals)).toEqual(new Set([6]));
    const cheapest = await walk(`kind=room&location=${location}&sort=price_asc`);
    expect(cheapest.names).toEqual(['g11New', 'g11Old', 'g11Boosted', 'g12', 'islamabad', 'f7']);
    const dearest = await walk(`kind=room&location=${location}&sort=price_desc`);
    expect(dearest.names).toEqual(['g11Boosted', 'g11Old', 'g11New', 'f7', 'islamabad', 'g12']);
  });
});

describe('a search in the words people type', () => {
  const location = (typed: string) => `location=${encodeURIComponent(typed)}`;

  it.each([
    ['لاہور', 'room', ['dhaLahore', 'gulberg', 'johar']],
    ['Lhr', 'room', ['dhaLahore', 'gulberg', 'johar']],
    ['کراچی', 'room', ['dhaKarachi']],
    ['Khi', 'room', ['dhaKarachi']],
    ['اسلام آباد', 'room', ['f7', 'g11Boosted', 'g11New', 'g11Old', 'g12', 'islamabad']],
    ['Isb', 'room', ['f7', 'g11Boosted', 'g11New', 'g11Old', 'g12', 'islamabad']],
    ['راولپنڈی', 'accessory', ['almirah', 'beds', 'couch', 'refrigerator']],
    ['Pindi', 'accessory', ['almirah', 'beds', 'couch', 'refrigerator']],
  ])('finds the city of %s', async (typed, kind, expected) => {
    const page = await search(`kind=${kind}&${location(typed)}`);
    expect(named(page).sort()).toEqual(expected);
    expect(page.place).toMatchObject({ area: null });
  });

  it.each([
    ['گلبرگ ٹاؤن، کراچی', 'Gulberg Town, Karachi'],
    ['گلبرگ گرینز', 'Gulberg Greens'],
    ['گلبرگ گرينز، اسلام آباد', 'Gulberg Greens, Islamabad'],
    ['لبرٹی مارکیٹ، لاہور', 'Liberty Market, Lahore'],
    ['چترال', 'Chitral'],
  ])('finds for %s the listings and place it finds for %s', async (urdu, english) => {
    const inUrdu = await search(`kind=room&${location(urdu)}`);
    const inEnglish = await search(`kind=room&${location(english)}`);
    expect(inEnglish.place).not.toBeNull();
    expect(inUrdu.place).toEqual(inEnglish.place);
    expect(named(inUrdu)).toEqual(named(inEnglish));
  });

  // What the place box does: the seeker picks a suggestion, its label fills the box and is searched.
  it.each([
    ['G-11', 'islamabad', 'area'],
    ['gulberg', 'lahore', 'area'],
    ['defence', 'karachi', 'area'],
    ['lahore', 'lahore', 'city'],
    ['isb', 'islamabad', 'city'],
    ['rawalpindi', 'rawalpindi', 'city'],
  ])('finds for the Urdu suggestion of %s the listings its English suggestion finds', async (typed, city, kind) => {
    type Answer = { label: string; city: string; kind: string };
    const suggested = async (lang: string): Promise<Answer> => {
      const res = await kamra.request(`/api/places?q=${encodeURIComponent(typed)}${lang}`);
      const answers = (await res.json()) as Answer[];
      const place = answers.find((answer) => answer.city === city && answer.kind === kind);
      if (!place) throw new Error(`${typed}${lang} suggested no ${kind} in ${city}: ${JSON.stringify(answers)}`);
      return place;
    };
    const urdu = await suggested('&lang=ur');
    const english = await suggested('');
    expect(urdu.label).toMatch(/^[\u0600-\u06FF]/);
    expect(urdu.label).not.toBe(english.label);
    const listingKind = city === 'rawalpindi' ? 'accessory' : 'room';
    const inUrdu = await search(`kind=${listingKind}&${location(urdu.label)}`);
    const inEnglish = await search(`kind=${listingKind}&${location(english.label)}`);
    expect(inEnglish.items.length).toBeGreaterThan(0);
    expect(inUrdu.place).toEqual(inEnglish.place);
    expect(named(inUrdu)).toEqual(named(inEnglish));
    expect(inUrdu.total).toBe(inEnglish.total);
  });

  it.each(['جی الیون', 'جی 11', 'G11', 'G 11', 'جی الیون، اسلام آباد'])('finds the area of %s first, then the rest of its city', async (typed) => {
    const page = await search(`kind=room&${location(typed)}`);
    expect(named(page)).toEqual(['g11Boosted', 'g11New', 'g11Old', 'g12', 'f7', 'islamabad']);
    expect(page.items.map((item) => item.match)).toEqual(['area', 'area', 'area', 'city', 'city', 'city']);
    expect(page.place).toEqual({ city: 'islamabad', cityName: 'Islamabad', area: 'islamabad/g11', areaName: 'G-11', areaUrduName: 'جی 11', areaTotal: 3 });
  });

  it.each([
    ['ڈیفنس، لاہور', ['dhaLahore', 'gulberg', 'johar'], 'DHA'],
    ['DHA Lhr', ['dhaLahore', 'gulberg', 'johar'], 'DHA'],
    ['گلبرگ لاہور', ['gulberg', 'dhaLahore', 'johar'], 'Gulberg'],
  ])('keeps the area of %s to its city', async (typed, expected, areaName) => {
    const page = await search(`kind=room&${location(typed)}`);
    expect(named(page)).toEqual(expected);
    expect(page.place).toMatchObject({ areaName, cityName: 'Lahore', areaTotal: 1 });
  });

  // One or two letters and digits have no trigram; they are found among the address's pairs.
  it.each([
    ['G-1', ['g11Boosted', 'g11New', 'g12', 'g11Old']],
    ['e 5', ['dhaLahore', 'g11Old']],
    ['3', ['f7', 'g11Old']],
  ])('finds text too short for a trigram, %s, wherever the address holds it', async (typed, expected) => {
    const page = await search(`kind=room&${location(typed)}`);
    expect(named(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
    expect(page.place).toBeNull();
  });
});

describe('a city or everywhere', () => {
  it('finds a city whether its listings name it or only one of its areas, with no area tiers', async () => {
    const page = await search('kind=room&location=lahore');
    expect(named(page).sort()).toEqual(['dhaLahore', 'gulberg', 'johar']);
    expect(page.place).toEqual({ city: 'lahore', cityName: 'Lahore', area: null, areaName: null, areaUrduName: null, areaTotal: null });
    expect(page.items.some((item) => 'match' in item)).toBe(false);
  });

  it('orders everything by rent, low to high and high to low, and counts it', async () => {
    const low = await search('kind=room&sort=price_asc');
    const rents = low.items.map((item) => (item.kind === 'room' ? item.rent : 0));
    expect(rents).toEqual([...rents].sort((a, b) => a - b));
    expect(low.total).toBe(10);
    expect(low.place).toBeNull();
    const high = await search('kind=room&sort=price_desc');
    expect(high.items.map((item) => item.id)).toEqual(low.items.map((item) => item.id).reverse());
  });

  it('counts up to the cap and stops there, leaving every listing to page through', async () => {
    const query = listingSearchQuerySchema.parse({ kind: 'room', location: 'G-11, Islamabad', limit: '50' });
    const capped = await searchListings(kamra.db, query, new Date(), 2);
    // Six match and three of them lie in G-11; counting stops at two for each.
    expect(capped.total).toBe(2);
    expect(capped.place?.areaTotal).toBe(2);
    expect(capped.items).toHaveLength(6);
    const exact = await searchListings(kamra.db, query, new Date());
    expect([exact.total, exact.place?.areaTotal]).toEqual([6, 3]);
  });

  it('refuses a cursor of one order handed to another', async () => {
    const first = await search('kind=room&sort=price_asc&limit=1');
    const res = await kamra.request(`/api/listings?kind=room&limit=1&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { message: messages.searchCursorInvalid } });
  });
});

describe('filters that mean their labels', () => {
  it('lets a non-smoker ask for a non-smoking home, and a smoker leave such ads out', async () => {
    expect(named(await search('kind=roommate&nonSmoking=true'))).toEqual(['nonSmokerAd']);
    expect(named(await search('kind=roommate&smoking=true'))).toEqual(['easyAd']);
    expect(named(await search('kind=roommate')).sort()).toEqual(['easyAd', 'nonSmokerAd']);
  });

  it.each([
    ['refrigerator', ['refrigerator']],
    ['fridge', ['refrigerator']],
    ['bed', ['beds']],
    ['beds', ['beds']],
    ['wardrobe', ['almirah']],
    ['sofa', ['couch']],
    ['refri', ['refrigerator']],
    ['table', []],
  ])('finds items named for %s', async (words, expected) => {
    expect(named(await search(`kind=accessory&name=${encodeURIComponent(words)}`))).toEqual(expected);
  });
});
