import type { ListingCard, SearchPlace } from '@kamra/contracts/read-models';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEveryNamespace } from '../../i18n/testing';
import { i18n } from '../../i18n';
import { isolatedIn } from '../../i18n/bidi-isolation';
import { boostedCards, countOf, emptyAreaNotice, resultsHeadline, resultsSections } from './results-summary';

beforeAll(loadEveryNamespace);

const card = (id: string, match?: 'area' | 'city'): ListingCard => ({
  kind: 'room', id, rent: 10000, roomType: 'House Room', furnished: false, tagline: id, address: 'G-11, Islamabad', city: 'islamabad', pictures: [], cover: null,
  postedAt: '2026-01-01T00:00:00.000Z', isNew: false, boosted: false, boostedUntil: null, status: 'approved', lister: { phoneVerified: false },
  ...(match ? { match } : {}),
});
const g11: SearchPlace = { city: 'islamabad', cityName: 'Islamabad', area: 'islamabad/g11', areaName: 'G-11', areaUrduName: 'جی 11', areaTotal: 2 };
const islamabad: SearchPlace = { city: 'islamabad', cityName: 'Islamabad', area: null, areaName: null, areaUrduName: null, areaTotal: null };

describe('results summary', () => {
  it('counts in words people use', () => {
    expect(countOf('room', 87)).toBe('87 rooms');
    expect(countOf('room', 1)).toBe('1 room');
    expect(countOf('accessory', 0)).toBe('No items');
    expect(countOf('roommate', 999)).toBe('999 roommate listings');
    // The server stops counting at 1,000.
    expect(countOf('room', 1000)).toBe('1,000+ rooms');
  });

  it('says how many are in the area and how many more in its city', () => {
    expect(resultsHeadline('room', 'G-11', { total: 9, place: g11 })).toBe('2 rooms in G-11, 7 more in Islamabad');
    expect(resultsHeadline('room', 'G-11', { total: 2, place: g11 })).toBe('2 rooms in G-11');
    expect(resultsHeadline('room', 'G-11', { total: 1000, place: g11 })).toBe('2 rooms in G-11, more in Islamabad');
    expect(resultsHeadline('room', 'lahore', { total: 1000, place: { ...islamabad, city: 'lahore', cityName: 'Lahore' } })).toBe('1,000+ rooms in Lahore');
    expect(resultsHeadline('room', 'lahore', { total: 87, place: { ...islamabad, city: 'lahore', cityName: 'Lahore' } })).toBe('87 rooms in Lahore');
    expect(resultsHeadline('accessory', 'all', { total: 3, place: null })).toBe('3 items in all of Pakistan');
    expect(resultsHeadline('room', 'Street 17', { total: 0, place: null })).toBe('No rooms matching “Street 17”');
  });

  it('says so when the area has none yet, and names the city shown', () => {
    expect(emptyAreaNotice('room', { place: { ...g11, areaTotal: 0 } })).toBe('No rooms in G-11 yet; showing Islamabad');
    expect(emptyAreaNotice('room', { place: g11 })).toBeNull();
    expect(emptyAreaNotice('room', { place: islamabad })).toBeNull();
  });

  it("splits an area search into the area's own listings and the rest of its city", () => {
    const sections = resultsSections('room', { place: g11, items: [card('a', 'area'), card('b', 'area'), card('c', 'city')] });
    expect(sections.map((s) => [s.heading, s.cards.map((c) => c.id)])).toEqual([['In G-11', ['a', 'b']], ['More in Islamabad', ['c']]]);
    // A later page that holds only the city's listings still labels them as the rest of the city.
    expect(resultsSections('room', { place: g11, items: [card('c', 'city')] })[0]?.heading).toBe('More in Islamabad');
    expect(resultsSections('room', { place: { ...g11, areaTotal: 0 }, items: [card('c', 'city')] })[0]?.heading).toBe('In Islamabad');
    expect(resultsSections('room', { place: islamabad, items: [card('a')] })).toEqual([{ key: 'all', heading: 'Room listings', cards: [card('a')] }]);
  });

  it("leads with the area's own boosted listings, not the rest of its city's", () => {
    const boosted = (id: string, match?: 'area' | 'city'): ListingCard => ({ ...card(id, match), boosted: true });
    const items = [card('a', 'area'), boosted('b', 'area'), boosted('c', 'city'), card('d', 'city')];
    expect(boostedCards({ place: g11, items }).map((c) => c.id)).toEqual(['b']);
    // An area without boosted listings has no slider: the city's boosted lead the city's section.
    expect(boostedCards({ place: g11, items: [card('a', 'area'), boosted('c', 'city')] })).toEqual([]);
    // An area with nothing of its own shows its city, boosted listings first.
    expect(boostedCards({ place: { ...g11, areaTotal: 0 }, items: [boosted('c', 'city'), card('d', 'city')] }).map((c) => c.id)).toEqual(['c']);
    expect(boostedCards({ place: islamabad, items: [boosted('e'), card('f')] }).map((c) => c.id)).toEqual(['e']);
  });
});

describe('results summary in Urdu', () => {
  it('counts with Urdu plurals and Western digits, and names the area and city', async () => {
    await i18n.changeLanguage('ur');
    await i18n.loadNamespaces('search');
    try {
      // Each value is isolated from the right-to-left sentence around it (bidi-isolation.ts).
      const v = (value: string) => isolatedIn('ur', value);
      expect(countOf('room', 1)).toBe(`${v('1')} کمرہ`);
      expect(countOf('room', 1000)).toBe(`${v('1,000')} سے زیادہ کمرے`);
      const headline = resultsHeadline('room', 'G-11', { total: 9, place: g11 });
      expect(headline.replace(/[\u2068\u2069]/g, '')).toBe('جی 11 میں 2 کمرے، اسلام آباد میں 7 مزید');
      expect(headline).toContain(v('2'));
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("names the area by its Urdu name wherever the summary names it", async () => {
    const gulbergTown: SearchPlace = { city: 'karachi', cityName: 'Karachi', area: 'karachi/gulbergtown', areaName: 'Gulberg Town', areaUrduName: 'گلبرگ ٹاؤن', areaTotal: 2 };
    await i18n.changeLanguage('ur');
    await i18n.loadNamespaces('search');
    try {
      const plain = (text: string | null | undefined) => text?.replace(/[\u2068\u2069]/g, '');
      expect(plain(resultsHeadline('room', 'Gulberg Town', { total: 67, place: gulbergTown }))).toBe('گلبرگ ٹاؤن میں 2 کمرے، کراچی میں 65 مزید');
      expect(plain(emptyAreaNotice('room', { place: { ...gulbergTown, areaTotal: 0 } }))).toBe('گلبرگ ٹاؤن میں ابھی کوئی کمرہ نہیں؛ کراچی کے کمرے دکھائے جا رہے ہیں');
      expect(plain(resultsSections('room', { place: gulbergTown, items: [card('a', 'area')] })[0]?.heading)).toBe('گلبرگ ٹاؤن میں');
      // An answer without an Urdu name (an older cached one) still names the area, in English.
      expect(plain(resultsHeadline('room', 'G-11', { total: 2, place: { ...g11, areaUrduName: null } }))).toBe('G-11 میں 2 کمرے');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
