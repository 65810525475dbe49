import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAMOUS_CITIES } from '@kamra/contracts/options';
import { normaliseCity, placeOfAddress, suggestPlaces } from './places';
import { GAZETTEER_AREAS, GAZETTEER_CITIES, PROVINCES } from './places-gazetteer';
import { searchedPlaceKey } from './searched-place-key';

const CITY_IDS = new Set(GAZETTEER_CITIES.map((city) => city.id));
const compact = (name: string): string => name.toLowerCase().replace(/[^a-z0-9\u0620-\u06FF]/g, '');

describe('the gazetteer', () => {
  it('holds the major and mid-size cities and a few hundred places in all', () => {
    expect(GAZETTEER_CITIES.length).toBeGreaterThanOrEqual(80);
    expect(GAZETTEER_AREAS.length).toBeGreaterThanOrEqual(200);
    expect(GAZETTEER_CITIES.length + GAZETTEER_AREAS.length).toBeGreaterThanOrEqual(300);
  });

  it('has every provincial and territorial capital in its province', () => {
    const provinceOf = new Map(GAZETTEER_CITIES.map((city) => [city.id, city.province]));
    expect(provinceOf.get('lahore')).toBe('Punjab');
    expect(provinceOf.get('karachi')).toBe('Sindh');
    expect(provinceOf.get('peshawar')).toBe('Khyber Pakhtunkhwa');
    expect(provinceOf.get('quetta')).toBe('Balochistan');
    expect(provinceOf.get('islamabad')).toBe('Islamabad Capital Territory');
    expect(provinceOf.get('gilgit')).toBe('Gilgit-Baltistan');
    expect(provinceOf.get('muzaffarabad')).toBe('Azad Jammu and Kashmir');
    expect(new Set(provinceOf.values())).toEqual(new Set(PROVINCES));
  });

  it('gives each city a unique lowercase id equal to its lowercased name', () => {
    for (const city of GAZETTEER_CITIES) expect(city.id).toBe(city.name.toLowerCase());
    expect(CITY_IDS.size).toBe(GAZETTEER_CITIES.length);
  });

  it('never spells two cities the same way, nor an area like a city', () => {
    const cityBySpelling = new Map<string, string>();
    for (const city of GAZETTEER_CITIES) {
      for (const name of [city.name, ...city.aliases]) {
        const owner = cityBySpelling.get(compact(name));
        expect(owner === undefined || owner === city.id, `${name} names ${owner} and ${city.id}`).toBe(true);
        cityBySpelling.set(compact(name), city.id);
      }
    }
    for (const area of GAZETTEER_AREAS) {
      for (const name of [area.name, ...area.aliases]) {
        expect(cityBySpelling.has(compact(name)), `area ${name} is spelled like a city`).toBe(false);
      }
    }
  });

  it('knows the city of every area', () => {
    for (const area of GAZETTEER_AREAS) expect(CITY_IDS.has(area.city), area.name).toBe(true);
  });
});

describe('normaliseCity', () => {
  it.each([
    ['House 12, Street 4, G-11/2, Islamabad', 'islamabad'],
    ['gulberg iii lahore', 'lahore'],
    ['DHA Phase 6, Karachi, Pakistan', 'karachi'],
    ['Saddar Rawalpindi', 'rawalpindi'],
    ['Hayatabad', 'peshawar'],
    ['Hayatabad Phase 3', 'peshawar'],
    ['Bahria Town Rawalpindi', 'rawalpindi'],
    ['Bahria Town Phase 7, Islamabad', 'islamabad'],
    ['Flat 3, Block 13-D, Gulshan-e-Iqbal, Karachi', 'karachi'],
    ['Gulistan e Johar block 7', 'karachi'],
    ['F-7/2 Markaz', 'islamabad'],
    ['g11', 'islamabad'],
    ['Plot 45, I-8 Markaz, ISB', 'islamabad'],
    ['Satellite Town, Rawalpindi', 'rawalpindi'],
    ['University Town Peshawar', 'peshawar'],
    ['House 7, Johar Town, Lahore 54782', 'lahore'],
    ['Model Town Lahore', 'lahore'],
    ['Clifton Block 5', 'karachi'],
    ['North Nazimabad Block H', 'karachi'],
    ['P.E.C.H.S. Block 2', 'karachi'],
    ['Near Clock Tower, Lyallpur', 'faisalabad'],
    ['Peoples Colony No 1, Faisalabad', 'faisalabad'],
    ['Cantt, Quetta, Balochistan', 'quetta'],
    ['Main Bazaar, Mansehra, KPK', 'mansehra'],
    ['Jutial, Gilgit', 'gilgit'],
    ['Skardu, Gilgit-Baltistan', 'skardu'],
    ['Chattar, Muzaffarabad, AJK', 'muzaffarabad'],
    ['Mirpur Khas, Sindh', 'mirpur khas'],
    ['Mirpur, Azad Kashmir', 'mirpur'],
    ['D.I. Khan', 'dera ismail khan'],
    ['DG Khan', 'dera ghazi khan'],
    ['Latifabad Unit 7', 'hyderabad'],
    ['Bani Gala', 'islamabad'],
    ['Banigala', 'islamabad'],
    ['Wah Cantt', 'wah cantonment'],
    ['Abbotabad', 'abbottabad'],
    ['Lahore, Pakistan', 'lahore'],
    ['ISLAMABAD', 'islamabad'],
    ['  lahore.  ', 'lahore'],
    ['Mingora, Swat', 'mingora'],
    ['Swat', 'mingora'],
  ])('%j -> %s', (address, city) => {
    expect(normaliseCity(address)).toBe(city);
  });

  it('takes the last city named, as Pakistani addresses end with the city', () => {
    expect(normaliseCity('Multan Road, Lahore')).toBe('lahore');
    expect(normaliseCity('Lahore Road, Sargodha')).toBe('sargodha');
    expect(normaliseCity('Rawalpindi, Islamabad')).toBe('islamabad');
    expect(normaliseCity('Islamabad, Rawalpindi')).toBe('rawalpindi');
    expect(normaliseCity('Faisalabad (Lyallpur)')).toBe('faisalabad');
  });

  it('prefers a named city over an area found in several cities', () => {
    expect(normaliseCity('DHA Phase 2, Islamabad')).toBe('islamabad');
    expect(normaliseCity('Saddar, Hyderabad')).toBe('hyderabad');
    expect(normaliseCity('Model Town, Gujranwala')).toBe('gujranwala');
  });

  it.each(['DHA', 'Defence', 'Saddar', 'Cantt', 'Bahria Town', 'Model Town', 'Satellite Town', 'Askari', 'Mall Road'])(
    'gives null for the ambiguous area %j on its own',
    (address) => {
      expect(normaliseCity(address)).toBeNull();
    },
  );

  it('lets areas narrow each other down when none is decisive alone', () => {
    expect(normaliseCity('DHA Phase 6, Clifton')).toBe('karachi');
    expect(normaliseCity('Model Town, Mall Road')).toBe('lahore');
    expect(normaliseCity('DHA, Bahria Town')).toBeNull();
  });

  it('reads a name inside a longer name as the longer one', () => {
    expect(normaliseCity('Karachi Company, G-9 Markaz')).toBe('islamabad');
    expect(normaliseCity('Peshawar Mor')).toBe('islamabad');
    expect(normaliseCity('Pindi Point')).toBe('murree');
    expect(normaliseCity('Pindi Bhattian')).toBe('pindi bhattian');
    expect(normaliseCity('Gulshan-e-Ravi')).toBe('lahore');
    expect(normaliseCity('Gulshan')).toBe('karachi');
    expect(normaliseCity('Johar Town')).toBe('lahore');
    expect(normaliseCity('Jauhar')).toBe('karachi');
    expect(normaliseCity('Gilgit-Baltistan')).toBeNull();
    expect(normaliseCity('Bagh-e-Iram')).toBe('mardan');
  });

  it('matches whole words only', () => {
    expect(normaliseCity('Karachiwala Building')).toBeNull();
    expect(normaliseCity('Lahorewala Street')).toBeNull();
    expect(normaliseCity('Multanpura')).toBeNull();
  });

  it('takes a city whose name is an everyday word only when the address is that name alone', () => {
    expect(normaliseCity('Hub')).toBe('hub');
    expect(normaliseCity('Hub, Balochistan, Pakistan')).toBe('hub');
    expect(normaliseCity('Hub Chowki')).toBe('hub');
    expect(normaliseCity('Tank, KP')).toBe('tank');
    expect(normaliseCity('Near the water tank')).toBeNull();
    expect(normaliseCity('shopping hub')).toBeNull();
    expect(normaliseCity('Near water tank, G-10, Islamabad')).toBe('islamabad');
  });

  it('gives null when no place is named', () => {
    for (const address of ['', '   ', ',,,', 'Street 5, House 10', 'Dubai Marina', 'Pakistan', 'Punjab']) {
      expect(normaliseCity(address), address).toBeNull();
    }
  });

  it('finds every city by its name inside a full address, or alone when its name is an everyday word', () => {
    for (const city of GAZETTEER_CITIES) {
      const address = city.commonWord
        ? `${city.name}, ${city.province}`
        : `House 1, Street 2, ${city.name}, ${city.province}, Pakistan`;
      expect(normaliseCity(address), address).toBe(city.id);
      expect(normaliseCity(city.name.toUpperCase()), city.name).toBe(city.id);
    }
  });

  it('finds every city by each of its aliases', () => {
    for (const city of GAZETTEER_CITIES) {
      for (const alias of city.aliases) expect(normaliseCity(alias), alias).toBe(city.id);
    }
    expect(normaliseCity('Pindi')).toBe('rawalpindi');
    expect(normaliseCity('Isb')).toBe('islamabad');
    expect(normaliseCity('Khi')).toBe('karachi');
    expect(normaliseCity('Lhr')).toBe('lahore');
    expect(normaliseCity('Lyallpur')).toBe('faisalabad');
  });

  it('finds the city of every area alone, unless the area name is in several cities', () => {
    const citiesBySpelling = new Map<string, Set<string>>();
    for (const area of GAZETTEER_AREAS) {
      for (const name of [area.name, ...area.aliases]) {
        const cities = citiesBySpelling.get(compact(name)) ?? new Set<string>();
        cities.add(area.city);
        citiesBySpelling.set(compact(name), cities);
      }
    }
    for (const area of GAZETTEER_AREAS) {
      for (const name of [area.name, ...area.aliases]) {
        const expected = (citiesBySpelling.get(compact(name))?.size ?? 0) > 1 ? null : area.city;
        expect(normaliseCity(name), name).toBe(expected);
      }
    }
  });

  it('never throws and gives null or a gazetteer city for any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.string()), (text) => {
        const city = normaliseCity(text);
        expect(city === null || CITY_IDS.has(city)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  // How long it takes is timed by npm run bench (bench/hot-paths.ts), not here.
  it('answers on very long text', () => {
    expect(normaliseCity('House 1, G-11/2, DHA, Saddar, '.repeat(10_000))).toBe('islamabad');
    expect(normaliseCity('Hub '.repeat(20_000))).toBeNull();
  });

  it('is case-insensitive', () => {
    const placeName = fc.constantFrom(
      ...GAZETTEER_CITIES.map((city) => city.name),
      ...GAZETTEER_AREAS.map((area) => area.name),
      'ı',
      'ß',
      'İ',
      'ﬁ',
    );
    const address = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.array(fc.oneof(placeName, fc.string()), { maxLength: 6 }).map((parts) => parts.join(' ')),
    );
    fc.assert(
      fc.property(address, (text) => {
        expect(normaliseCity(text)).toBe(normaliseCity(text.toUpperCase()));
      }),
      { numRuns: 1000 },
    );
    expect(normaliseCity('ıslamabad')).toBe(normaliseCity('ISLAMABAD'));
  });
});

describe('FAMOUS_CITIES', () => {
  it('lists the ten famous-city tiles in the spec order', () => {
    expect(FAMOUS_CITIES.map((city) => city.name)).toEqual([
      'Mansehra',
      'Abbottabad',
      'Rawalpindi',
      'Islamabad',
      'Peshawar',
      'Faisalabad',
      'Quetta',
      'Multan',
      'Lahore',
      'Karachi',
    ]);
  });

  it.each(FAMOUS_CITIES.map((famous) => [famous.name, famous.city] as const))(
    '%s searches for %s, its own normalised city',
    (name, city) => {
      expect(city).toBe(name.toLowerCase());
      expect(CITY_IDS.has(city)).toBe(true);
      expect(normaliseCity(name)).toBe(city);
      expect(suggestPlaces(name)[0]).toMatchObject({ city, kind: 'city' });
    },
  );
});

describe('suggestPlaces', () => {
  const labels = (query: string, limit?: number): string[] =>
    suggestPlaces(query, limit).map((suggestion) => suggestion.label);

  it('suggests nothing for an empty or one-character query', () => {
    for (const query of ['', ' ', 'l', 'G-', ' - ']) expect(suggestPlaces(query), query).toEqual([]);
  });

  it('suggests nothing when no place matches', () => {
    expect(suggestPlaces('zzqx')).toEqual([]);
  });

  it('labels a city with its province and an area with its city and province', () => {
    expect(suggestPlaces('Lahore')[0]).toEqual({ label: 'Lahore, Punjab', urduLabel: 'لاہور، پنجاب', city: 'lahore', kind: 'city' });
    expect(suggestPlaces('Hayatabad')[0]).toEqual({
      label: 'Hayatabad, Peshawar, Khyber Pakhtunkhwa',
      urduLabel: 'حیات آباد، پشاور، خیبر پختونخوا',
      city: 'peshawar',
      kind: 'area',
    });
  });

  it('puts the city before its areas, which match through the label', () => {
    const suggestions = suggestPlaces('lah');
    expect(suggestions[0]?.label).toBe('Lahore, Punjab');
    expect(suggestions.slice(1).every((s) => s.kind === 'area' && s.city === 'lahore')).toBe(true);
  });

  it('puts cities before areas at equal rank', () => {
    expect(labels('multan').slice(0, 3)).toEqual([
      'Multan, Punjab',
      'Multan Road, Lahore, Punjab',
      'New Multan, Multan, Punjab',
    ]);
    expect(labels('pindi')).toEqual([
      'Rawalpindi, Punjab',
      'Pindi Bhattian, Punjab',
      'Pindi Gheb, Punjab',
      'Pindi Point, Murree, Punjab',
    ]);
  });

  it('puts prefix matches on any word before substring matches', () => {
    const found = labels('abad', 20);
    const wordPrefix = found.indexOf('Ghulam Muhammad Abad, Faisalabad, Punjab');
    const substring = found.indexOf('Faisalabad, Punjab');
    expect(wordPrefix).toBeGreaterThanOrEqual(0);
    expect(substring).toBeGreaterThan(wordPrefix);
    expect(labels('iqbal')).toContain('Gulshan-e-Iqbal, Karachi, Sindh');
  });

  it('puts an exact name before longer names it begins', () => {
    expect(labels('gulberg')[0]).toBe('Gulberg, Lahore, Punjab');
    expect(labels('dha').every((label) => label.startsWith('DHA, '))).toBe(true);
  });

  it('matches across spaces and punctuation, and on into the city name', () => {
    expect(labels('g-1')).toEqual([
      'G-10, Islamabad, Islamabad Capital Territory',
      'G-11, Islamabad, Islamabad Capital Territory',
      'G-12, Islamabad, Islamabad Capital Territory',
      'G-13, Islamabad, Islamabad Capital Territory',
      'G-14, Islamabad, Islamabad Capital Territory',
      'G-15, Islamabad, Islamabad Capital Territory',
    ]);
    expect(labels('gulberg lah')).toEqual(['Gulberg, Lahore, Punjab']);
    expect(labels('gulshaneiq')[0]).toBe('Gulshan-e-Iqbal, Karachi, Sindh');
  });

  it('finds a city by its alias but labels it by its name', () => {
    expect(suggestPlaces('lyallpur')[0]).toMatchObject({ label: 'Faisalabad, Punjab', city: 'faisalabad', kind: 'city' });
    expect(labels('isb')[0]).toBe('Islamabad, Islamabad Capital Territory');
    expect(labels('swat')[0]).toBe('Mingora, Khyber Pakhtunkhwa');
  });

  it('ignores case and surrounding space', () => {
    expect(suggestPlaces('  LAH ')).toEqual(suggestPlaces('lah'));
  });

  it('returns at most limit suggestions, eight by default', () => {
    expect(suggestPlaces('la')).toHaveLength(8);
    expect(suggestPlaces('la', 3)).toHaveLength(3);
    expect(suggestPlaces('la', 0)).toEqual([]);
    expect(suggestPlaces('la', -1)).toEqual([]);
  });

  it('never throws, stays within the limit and suggests only gazetteer cities', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.string()), fc.integer({ min: 0, max: 20 }), (query, limit) => {
        const suggestions = suggestPlaces(query, limit);
        expect(suggestions.length).toBeLessThanOrEqual(limit);
        for (const suggestion of suggestions) expect(CITY_IDS.has(suggestion.city)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
  // Whether it is fast enough for every keystroke is timed by npm run bench (bench/hot-paths.ts).
});

describe('places in the words people type', () => {
  const FAMOUS = new Map<string, string>(FAMOUS_CITIES.map((famous) => [famous.city, famous.name]));

  it.each([
    ['لاہور', 'lahore'], ['کراچی', 'karachi'], ['اسلام آباد', 'islamabad'], ['راولپنڈی', 'rawalpindi'],
    ['پنڈی', 'rawalpindi'], ['پشاور', 'peshawar'], ['ملتان', 'multan'], ['فیصل آباد', 'faisalabad'],
    ['کوئٹہ', 'quetta'], ['ایبٹ آباد', 'abbottabad'], ['مانسہرہ', 'mansehra'],
    ['Pindi', 'rawalpindi'], ['Isb', 'islamabad'], ['Khi', 'karachi'], ['Lhr', 'lahore'], ['Fsd', 'faisalabad'],
    ['Pesh', 'peshawar'], ['Multan', 'multan'],
  ])('reads %s as %s', (typed, city) => {
    expect(normaliseCity(typed)).toBe(city);
    expect(suggestPlaces(typed)[0], typed).toMatchObject({ city, kind: 'city', label: expect.stringMatching(new RegExp(`^${FAMOUS.get(city) ?? ''}, `)) });
  });

  it('has an Urdu name for each of the ten famous cities', () => {
    for (const { city } of FAMOUS_CITIES) {
      const aliases = GAZETTEER_CITIES.find((candidate) => candidate.id === city)?.aliases ?? [];
      expect(aliases.some((alias) => /[\u0600-\u06FF]/.test(alias)), city).toBe(true);
    }
  });

  it('folds the ways Urdu is typed: Arabic yeh and kaf, heh forms, diacritics, joiners, presentation forms', () => {
    expect(normaliseCity('كراچي')).toBe('karachi');
    expect(normaliseCity('لاهور')).toBe('lahore');
    expect(normaliseCity('لَاہَور')).toBe('lahore');
    expect(normaliseCity('اسلام\u200cآباد')).toBe('islamabad');
    expect(normaliseCity('اسلام\u200dاباد')).toBe('islamabad');
    expect(normaliseCity('اسلامآباد')).toBe('islamabad');
    expect(normaliseCity('كوئٹه')).toBe('quetta');
    expect(normaliseCity('ﻻﮨﻮﺭ')).toBe('lahore');
    expect(normaliseCity('ملتان۔')).toBe('multan');
  });

  it('finds well-known areas by their Urdu and short names, in their city', () => {
    expect(placeOfAddress('گلبرگ، لاہور')).toEqual({ city: 'lahore', area: { id: 'lahore/gulberg', name: 'Gulberg' } });
    expect(placeOfAddress('ڈیفنس، کراچی')).toEqual({ city: 'karachi', area: { id: 'karachi/dha', name: 'DHA' } });
    expect(placeOfAddress('ڈی ایچ اے لاہور')).toEqual({ city: 'lahore', area: { id: 'lahore/dha', name: 'DHA' } });
    expect(placeOfAddress('DHA Lhr')).toEqual({ city: 'lahore', area: { id: 'lahore/dha', name: 'DHA' } });
    for (const typed of ['جی الیون', 'جی 11', 'جی ۱۱', 'G11', 'G 11', 'g-11/2', 'جی الیون اسلام آباد']) {
      expect(placeOfAddress(typed), typed).toEqual({ city: 'islamabad', area: { id: 'islamabad/g11', name: 'G-11' } });
    }
    expect(placeOfAddress('ایف سیون، Isb').area?.name).toBe('F-7');
    expect(placeOfAddress('حیات آباد').city).toBe('peshawar');
    // Shared in Urdu as in English: DHA alone names no city.
    expect(normaliseCity('ڈیفنس')).toBeNull();
  });

  it('suggests the canonical place for an Urdu or partial Urdu query', () => {
    expect(suggestPlaces('لاہ')[0]).toMatchObject({ label: 'Lahore, Punjab', city: 'lahore', kind: 'city' });
    expect(suggestPlaces('گلبرگ').map((place) => place.label)).toContain('Gulberg, Lahore, Punjab');
    expect(suggestPlaces('جی الیون')[0]).toEqual({
      label: 'G-11, Islamabad, Islamabad Capital Territory',
      urduLabel: 'جی 11، اسلام آباد، وفاقی دارالحکومت',
      city: 'islamabad',
      kind: 'area',
    });
    expect(suggestPlaces('ڈیفنس').every((place) => place.label.startsWith('DHA, ') || place.label.startsWith('Defence View'))).toBe(true);
  });

  const isUrdu = (name: string): boolean => /[\u0600-\u06FF]/.test(name);
  const CITY_BY_ID = new Map(GAZETTEER_CITIES.map((city) => [city.id, city]));
  /** Every gazetteer place with the label its suggestion carries and its names in Urdu script. */
  const PLACES = [
    ...GAZETTEER_CITIES.map((city) => ({
      label: `${city.name}, ${city.province}`,
      urdu: [...city.aliases, ...city.commonWordAliases].filter(isUrdu),
    })),
    ...GAZETTEER_AREAS.map((area) => {
      const city = CITY_BY_ID.get(area.city);
      return { label: `${area.name}, ${city?.name ?? ''}, ${city?.province ?? ''}`, urdu: area.aliases.filter(isUrdu) };
    }),
  ];
  /** Urdu as an Arabic or Persian keyboard types it: Arabic yeh and kaf, plain heh for every heh. */
  const arabicKeyboard = (text: string): string =>
    text.replace(/[\u06CC\u06D2]/g, '\u064A').replace(/\u06A9/g, '\u0643').replace(/[\u06C1\u06BE\u06C3]/g, '\u0647');
  const suggestedLabels = (query: string): string[] => suggestPlaces(query, Infinity).map((place) => place.label);

  it('gives every city and every area a name in Urdu script', () => {
    expect(PLACES.filter((place) => place.urdu.length === 0).map((place) => place.label)).toEqual([]);
  });

  it('suggests every place from each beginning of its Urdu name, however the letters are typed', () => {
    for (const { label, urdu } of PLACES) {
      for (const name of urdu) {
        for (let end = 2; end <= name.length; end++) {
          const typed = name.slice(0, end);
          expect(suggestedLabels(typed), typed).toContain(label);
          expect(suggestedLabels(arabicKeyboard(typed)), arabicKeyboard(typed)).toContain(label);
        }
      }
    }
  });

  it('suggests the same places for an Urdu beginning whatever joiners, tatweel or diacritics it carries', () => {
    const noise = fc.constantFrom('\u200C', '\u200D', '\u0640', '\u064E', '\u0650', '\u064F', '\u0651', '\u0670');
    const typed = fc
      .constantFrom(...PLACES.flatMap((place) => place.urdu))
      .chain((name) => fc.tuple(fc.constant(name), fc.integer({ min: 2, max: name.length }), fc.array(fc.tuple(fc.nat(), noise), { maxLength: 4 })));
    fc.assert(
      fc.property(typed, ([name, end, inserts]) => {
        const clean = name.slice(0, end);
        let noisy = clean;
        for (const [at, mark] of inserts) {
          // A mark after a letter, never before the first: that is where a keyboard puts one.
          const position = 1 + (at % noisy.length);
          noisy = noisy.slice(0, position) + mark + noisy.slice(position);
        }
        expect(suggestedLabels(noisy)).toEqual(suggestedLabels(clean));
      }),
      { numRuns: 300 },
    );
  });

  it('suggests in Urdu the places the English beginning suggests: every Gulberg for گلبر', () => {
    const gulberg = suggestedLabels('gulb').filter((label) => label.startsWith('Gulberg'));
    expect(gulberg.length).toBeGreaterThanOrEqual(4);
    expect(suggestedLabels('گلبر').sort()).toEqual([...gulberg].sort());
    expect(suggestedLabels('گلب').sort()).toEqual(suggestedLabels('gulb').sort());
    expect(suggestPlaces('گلبر').map((place) => place.label)).toContain('Gulberg Town, Karachi, Sindh');
  });

  it('labels every place in Urdu too, and searching that label finds what the English label finds', () => {
    const everyPlace = GAZETTEER_CITIES.flatMap((city) => suggestPlaces(city.name, Infinity))
      .concat(GAZETTEER_AREAS.flatMap((area) => suggestPlaces(area.name, Infinity)));
    const byLabel = new Map(everyPlace.map((place) => [place.label, place]));
    expect(byLabel.size).toBe(GAZETTEER_CITIES.length + GAZETTEER_AREAS.length);
    const differing = [...byLabel.values()].filter(
      (place) => !/^[\u0600-\u06FF]/.test(place.urduLabel) || /[a-z]/i.test(place.urduLabel) || searchedPlaceKey(place.urduLabel) !== searchedPlaceKey(place.label),
    );
    expect(differing.map((place) => `${place.label} / ${place.urduLabel}`)).toEqual([]);
    expect(suggestPlaces('گلبر').map((place) => place.urduLabel)).toContain('گلبرگ ٹاؤن، کراچی، سندھ');
    expect(suggestPlaces('Hub')[0]?.urduLabel).toBe('حب، بلوچستان');
  });

  it('places an Urdu address where the same address in English lies, for every area', () => {
    for (const area of GAZETTEER_AREAS) {
      const city = CITY_BY_ID.get(area.city);
      const cityUrdu = city?.aliases.find(isUrdu);
      expect(cityUrdu, area.city).toBeDefined();
      if (city === undefined || cityUrdu === undefined) continue;
      const english = placeOfAddress(`${area.name}, ${city.name}`);
      const urduNames = area.aliases.filter(isUrdu);
      expect(urduNames.length, area.name).toBeGreaterThan(0);
      for (const name of urduNames) {
        expect(placeOfAddress(`${name}، ${cityUrdu}`), `${name}، ${cityUrdu}`).toEqual(english);
        expect(placeOfAddress(name), name).toEqual(placeOfAddress(area.name));
      }
    }
  });

  it('takes an Urdu city name that is an everyday word as the city only alone', () => {
    expect(normaliseCity('باغ')).toBe('bagh');
    expect(normaliseCity('باغ، آزاد کشمیر')).toBe('bagh');
    expect(normaliseCity('مکان 5، باغ والی گلی')).toBeNull();
    expect(normaliseCity('قصور')).toBe('kasur');
    expect(suggestPlaces('چمن')[0]).toMatchObject({ city: 'chaman', kind: 'city' });
  });

  it('reads Urdu script the same upper-cased, and never throws on it', () => {
    const urdu = fc.string({ unit: fc.integer({ min: 0x0600, max: 0x06ff }).map((code) => String.fromCharCode(code)) });
    fc.assert(
      fc.property(urdu, (text) => {
        const city = normaliseCity(text);
        expect(city === null || CITY_IDS.has(city)).toBe(true);
        suggestPlaces(text);
      }),
      { numRuns: 300 },
    );
  });
});
