// Place search and city normalisation over the offline gazetteer (spec section 2: the home
// page's place search box and the ten famous-city tiles, whose links search for the city in
// lowercase). Everything is precomputed at module load so both calls are cheap per keystroke.

import type { PlaceKind } from '@kamra/contracts/read-models';
import {
  GAZETTEER_AREAS,
  GAZETTEER_CITIES,
  REGION_NAMES,
  type GazetteerArea,
  type GazetteerCity,
} from './places-gazetteer';
import { URDU_CITY_NAMES, URDU_COMMON_WORD_CITY_NAMES, URDU_PROVINCE_NAMES, urduAreaNames } from './places-urdu';

export type { Province } from './places-gazetteer';

export interface PlaceSuggestion {
  /** Formatted for the search box: 'Gulberg, Lahore, Punjab' or 'Lahore, Punjab'. */
  readonly label: string;
  /** The same in Urdu for the Urdu site: 'گلبرگ، لاہور، پنجاب'. Searching it finds what `label` finds. */
  readonly urduLabel: string;
  /** Canonical lowercase city, the value a room search for this place sends. */
  readonly city: string;
  readonly kind: PlaceKind;
}

// ---------------------------------------------------------------------------------------------
// Folding text into comparable words

/**
 * Urdu script in the one spelling the matcher compares: presentation forms unfolded and marks
 * (diacritics, hamza, madda) dropped by the caller's NFKD, then the letters typed in several
 * ways made one, digits made ASCII, and joiners and tatweel dropped, so 'اسلام‌آباد' with a
 * zero-width non-joiner, 'اسلام آباد' and 'اسلام اباد' are one name.
 */
function foldUrdu(text: string): string {
  return text
    .replace(/[\u200B-\u200F\u2060\uFEFF\u0640]/g, '')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u064A\u0649\u06D0\u06CD\u06D2]/g, '\u06CC')
    .replace(/\u0643/g, '\u06A9')
    .replace(/[\u0647\u0629\u06D5\u06C3\u06BE]/g, '\u06C1')
    .replace(/\u06BA/g, '\u0646')
    .replace(/\u0671/g, '\u0627');
}

/**
 * Words of a text: lowercase ASCII letters and digits, or Urdu script (folded by foldUrdu).
 * Accents are dropped, dotted initials joined ('D.H.A' -> 'dha'), letters and digits split
 * apart ('G11/2' -> g 11 2), everything else a separator.
 * Upper-casing before lower-casing makes the words of s and of s.toUpperCase() identical even
 * for letters whose case mapping is not a round trip ('ß' -> 'SS', dotless 'ı' -> 'I').
 */
function placeWords(text: string): string[] {
  const folded = foldUrdu(
    text
      .toUpperCase()
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}+/gu, ''),
  )
    .replace(/(?<![a-z0-9])([a-z])\.(?=[a-z](?![a-z0-9]))/g, '$1')
    .replace(/([a-z\u0620-\u06FF])(?=[0-9])|([0-9])(?=[a-z\u0620-\u06FF])/g, '$1$2 ');
  return folded.split(/[^a-z0-9\u0620-\u063F\u0641-\u064A\u066E-\u06D3\u06D5]+/).filter((word) => word.length > 0);
}

/** Names are compared without their spaces, so 'Bani Gala', 'Banigala' and 'Bani-Gala' agree. */
function compactName(text: string): string {
  return placeWords(text).join('');
}

// ---------------------------------------------------------------------------------------------
// normaliseCity

interface NameMeaning {
  /** Cities this exact name or alias denotes. */
  readonly cities: Set<string>;
  /** Cities whose bare name this is, but which only count when the address is that name alone. */
  readonly commonWordCities: Set<string>;
  /** Cities having an area of this name. */
  readonly areaCities: Set<string>;
  /** The areas of this name or alias, one per city at most. */
  readonly areas: GazetteerArea[];
  isRegion: boolean;
}

function buildNameMeanings(): Map<string, NameMeaning> {
  const meanings = new Map<string, NameMeaning>();
  const meaningOf = (name: string): NameMeaning => {
    const key = compactName(name);
    const existing = meanings.get(key);
    if (existing) return existing;
    const created: NameMeaning = {
      cities: new Set(),
      commonWordCities: new Set(),
      areaCities: new Set(),
      areas: [],
      isRegion: false,
    };
    meanings.set(key, created);
    return created;
  };
  for (const city of GAZETTEER_CITIES) {
    (city.commonWord ? meaningOf(city.name).commonWordCities : meaningOf(city.name).cities).add(city.id);
    for (const alias of city.commonWordAliases) meaningOf(alias).commonWordCities.add(city.id);
    for (const alias of city.aliases) meaningOf(alias).cities.add(city.id);
  }
  for (const area of GAZETTEER_AREAS) {
    for (const name of [area.name, ...area.aliases]) {
      const meaning = meaningOf(name);
      meaning.areaCities.add(area.city);
      if (!meaning.areas.includes(area)) meaning.areas.push(area);
    }
  }
  for (const region of REGION_NAMES) meaningOf(region).isRegion = true;
  return meanings;
}

const NAME_MEANINGS = buildNameMeanings();
const LONGEST_NAME = Math.max(...[...NAME_MEANINGS.keys()].map((key) => key.length));
/** Every beginning of a name, so a scan stops as soon as the words read so far can begin none. */
const NAME_BEGINNINGS = new Set(
  [...NAME_MEANINGS.keys()].flatMap((key) => Array.from(key, (_, index) => key.slice(0, index + 1))),
);

interface Mention {
  /** Word positions [start, end) in the address. */
  readonly start: number;
  readonly end: number;
  readonly meaning: NameMeaning;
}

/** Every run of words that spells a gazetteer name, ignoring the spaces between them. */
function findMentions(words: readonly string[]): Mention[] {
  const mentions: Mention[] = [];
  for (let start = 0; start < words.length; start++) {
    let spelled = '';
    for (let end = start + 1; end <= words.length; end++) {
      spelled += words[end - 1] ?? '';
      if (!NAME_BEGINNINGS.has(spelled)) break;
      const meaning = NAME_MEANINGS.get(spelled);
      if (meaning) mentions.push({ start, end, meaning });
    }
  }
  // A name inside a longer name is not mentioned on its own: 'Karachi' in 'Karachi Company'
  // (an Islamabad area), 'Gilgit' in 'Gilgit-Baltistan', 'Gulshan' in 'Gulshan-e-Ravi'.
  // A mention spans at most LONGEST_NAME words, so only mentions starting that close before
  // another can contain it; looking no further keeps long addresses linear.
  const startingAt: Mention[][] = words.map(() => []);
  for (const mention of mentions) startingAt[mention.start]?.push(mention);
  const isInsideLonger = (inner: Mention): boolean => {
    for (let start = Math.max(0, inner.start - LONGEST_NAME); start <= inner.start; start++) {
      for (const outer of startingAt[start] ?? []) {
        if (outer.end >= inner.end && outer.end - outer.start > inner.end - inner.start) return true;
      }
    }
    return false;
  };
  return mentions.filter((mention) => !isInsideLonger(mention));
}

/** The only element of a set, or null when it has none or several. */
function single(cities: ReadonlySet<string>): string | null {
  if (cities.size !== 1) return null;
  const [only] = cities;
  return only ?? null;
}

/**
 * The canonical lowercase city of a free-text Pakistani address, or null when it names none.
 *
 * - A city named in the address wins over any area. When several are named, the LAST one wins,
 *   because Pakistani addresses end with the city: 'Multan Road, Lahore' -> 'lahore'.
 * - Otherwise the last area that belongs to exactly one city decides ('Hayatabad' -> 'peshawar').
 *   Areas found in several cities ('DHA', 'Saddar', 'Bahria Town') decide only when together they
 *   leave one city ('Model Town, Mall Road' -> 'lahore'); alone they give null.
 * - Matching is on whole words, insensitive to case, accents and punctuation.
 */
export function normaliseCity(address: string): string | null {
  const words = placeWords(address);
  const mentions = findMentions(words);

  // Words that say nothing about the city: house numbers, postcodes, province and country.
  const isFiller = words.map((word) => /^[0-9]+$/.test(word));
  for (const mention of mentions) {
    if (mention.meaning.isRegion) isFiller.fill(true, mention.start, mention.end);
  }
  const telling = isFiller.filter((filler) => !filler).length;
  const isAloneInAddress = (mention: Mention): boolean =>
    telling === isFiller.slice(mention.start, mention.end).filter((filler) => !filler).length;

  for (const mention of [...mentions].reverse()) {
    const named = single(mention.meaning.cities);
    if (named) return named;
    const commonWord = single(mention.meaning.commonWordCities);
    if (commonWord && isAloneInAddress(mention)) return commonWord;
  }

  const areaMentions = mentions.filter((m) => m.meaning.areaCities.size > 0);
  for (const mention of [...areaMentions].reverse()) {
    const onlyCity = single(mention.meaning.areaCities);
    if (onlyCity) return onlyCity;
  }
  const [first, ...rest] = areaMentions;
  if (!first) return null;
  const common = new Set(
    [...first.meaning.areaCities].filter((city) => rest.every((m) => m.meaning.areaCities.has(city))),
  );
  return single(common);
}

// ---------------------------------------------------------------------------------------------
// placeOfAddress

/** Where an address lies, as far as the gazetteer can tell. */
export interface AddressPlace {
  /** Canonical lowercase city, as normaliseCity gives it. */
  readonly city: string | null;
  /** The gazetteer area the address lies in, always one of `city`'s areas. */
  readonly area: { readonly id: string; readonly name: string } | null;
}

/**
 * The stable id of an area: its city and its compacted name ('islamabad/g11', 'lahore/dha'),
 * so 'G-11', 'G 11' and 'g11' are one area, and Lahore's DHA is not Karachi's.
 */
export function areaIdOf(area: GazetteerArea): string {
  return `${area.city}/${compactName(area.name)}`;
}

const AREAS_BY_ID = new Map(GAZETTEER_AREAS.map((area) => [areaIdOf(area), area]));

/** The area with this id, for labels ('G-11'); undefined for an id the gazetteer lacks. */
export function areaById(id: string): GazetteerArea | undefined {
  return AREAS_BY_ID.get(id);
}

/**
 * The city (normaliseCity) and the area of a free-text address. The area is the last area named
 * that belongs to that city: addresses run from the house to the city, and a landmark named
 * earlier ('near Jinnah Super, F-7') says less than the sector it is in. Sub-sectors belong to
 * their sector ('G-11/2' is in G-11), because a name is matched on whole words and the words
 * after it do not change it. An area shared by several cities (DHA) counts only when the
 * address also tells the city.
 */
export function placeOfAddress(address: string): AddressPlace {
  const city = normaliseCity(address);
  if (city === null) return { city, area: null };
  const mentions = findMentions(placeWords(address));
  for (const mention of [...mentions].reverse()) {
    const area = mention.meaning.areas.find((candidate) => candidate.city === city);
    if (area) return { city, area: { id: areaIdOf(area), name: area.name } };
  }
  return { city, area: null };
}

// ---------------------------------------------------------------------------------------------
// suggestPlaces

interface SuggestionRow {
  readonly suggestion: PlaceSuggestion;
  /** Position in the gazetteer (larger cities first), the last tie-break. */
  readonly order: number;
  readonly variants: readonly {
    readonly compact: string;
    /** The name followed by the rest of its label, so 'gulberg lah' can run on past the name. */
    readonly compactLabel: string;
    /** The name from its second, third, ... word on: 'iqbal' in 'Gulshan-e-Iqbal'. */
    readonly laterWords: readonly string[];
  }[];
  /** The words after the name in the label ('lahore punjab'), compacted from each word on. */
  readonly context: readonly string[];
}

function fromEachWord(words: readonly string[]): string[] {
  return words.map((_, index) => words.slice(index).join(''));
}

function suggestionRow(
  names: readonly string[],
  contextParts: readonly string[],
  suggestion: PlaceSuggestion,
  order: number,
): SuggestionRow {
  const contextWords = placeWords(contextParts.join(' '));
  return {
    suggestion: Object.freeze(suggestion),
    order,
    variants: names.map((name) => {
      const words = placeWords(name);
      const compact = words.join('');
      return {
        compact,
        compactLabel: compact + contextWords.join(''),
        laterWords: fromEachWord(words).slice(1),
      };
    }),
    context: fromEachWord(contextWords),
  };
}

/** A place's Urdu name, its first in places-urdu.ts (every place has one; a test keeps it so). */
function urduNameOf(names: readonly string[] | undefined, english: string): string {
  return names?.[0] ?? english;
}

/** An area's name as an Urdu reader sees it ('گلبرگ ٹاؤن' for 'Gulberg Town'), by its gazetteer name. */
export function urduAreaName(name: string): string {
  return urduNameOf(urduAreaNames(name), name);
}

/** A city's name as an Urdu reader sees it ('لاہور' for Lahore). */
export function urduCityName(city: GazetteerCity): string {
  return urduNameOf([...(URDU_CITY_NAMES[city.id] ?? []), ...(URDU_COMMON_WORD_CITY_NAMES[city.id] ?? [])], city.name);
}

/**
 * An Urdu label reads like the English one, name, city, province, joined by the Urdu comma, so
 * it finds the same place when searched: the city in it decides, as in the English.
 */
function urduPlaceLabel(names: readonly string[]): string {
  return names.join('، ');
}

function buildSuggestionRows(): SuggestionRow[] {
  const cityById = new Map<string, { city: GazetteerCity; index: number }>(
    GAZETTEER_CITIES.map((city, index) => [city.id, { city, index }]),
  );
  const rows = GAZETTEER_CITIES.map((city, index) =>
    suggestionRow(
      [city.name, ...city.aliases, ...city.commonWordAliases],
      [city.province],
      {
        label: `${city.name}, ${city.province}`,
        urduLabel: urduPlaceLabel([urduCityName(city), URDU_PROVINCE_NAMES[city.province] ?? city.province]),
        city: city.id,
        kind: 'city',
      },
      index,
    ),
  );
  GAZETTEER_AREAS.forEach((area, areaIndex) => {
    const owner = cityById.get(area.city);
    if (!owner) return;
    const { city, index } = owner;
    rows.push(
      suggestionRow(
        [area.name, ...area.aliases],
        [city.name, city.province],
        {
          label: `${area.name}, ${city.name}, ${city.province}`,
          urduLabel: urduPlaceLabel([
            urduAreaName(area.name),
            urduCityName(city),
            URDU_PROVINCE_NAMES[city.province] ?? city.province,
          ]),
          city: city.id,
          kind: 'area',
        },
        index * GAZETTEER_AREAS.length + areaIndex,
      ),
    );
  });
  return rows;
}

const SUGGESTION_ROWS = buildSuggestionRows();
const LONGEST_LABEL = Math.max(
  ...SUGGESTION_ROWS.flatMap((row) => row.variants.map((variant) => variant.compactLabel.length)),
);

/** Lower is better. */
const MATCH_RANK = {
  exactName: 0,
  namePrefix: 1,
  nameWordPrefix: 2,
  labelWordPrefix: 3,
  nameSubstring: 4,
  none: 5,
} as const;

function matchRank(row: SuggestionRow, query: string): number {
  let best: number = MATCH_RANK.none;
  for (const variant of row.variants) {
    if (variant.compact === query) return MATCH_RANK.exactName;
    if (variant.compactLabel.startsWith(query)) {
      best = Math.min(best, MATCH_RANK.namePrefix);
    } else if (variant.laterWords.some((rest) => rest.startsWith(query))) {
      best = Math.min(best, MATCH_RANK.nameWordPrefix);
    } else if (variant.compact.includes(query)) {
      best = Math.min(best, MATCH_RANK.nameSubstring);
    }
  }
  if (row.context.some((rest) => rest.startsWith(query))) best = Math.min(best, MATCH_RANK.labelWordPrefix);
  return best;
}

/**
 * Autocomplete over the gazetteer for the home page's place search box. Prefix matches on any
 * word come before substring matches (an exact name first, then a name's start, a later word of
 * the name, a word of its city or province); at equal rank cities come before areas, then larger
 * cities first. A query shorter than two letters or digits suggests nothing.
 */
export function suggestPlaces(query: string, limit = 8): PlaceSuggestion[] {
  const compactQuery = compactName(query);
  const count = Number.isNaN(limit) ? 0 : Math.max(0, Math.floor(limit));
  if (compactQuery.length < 2 || compactQuery.length > LONGEST_LABEL || count === 0) return [];

  const matches: { row: SuggestionRow; rank: number }[] = [];
  for (const row of SUGGESTION_ROWS) {
    const rank = matchRank(row, compactQuery);
    if (rank !== MATCH_RANK.none) matches.push({ row, rank });
  }
  const kindOrder = (kind: PlaceKind): number => (kind === 'city' ? 0 : 1);
  matches.sort(
    (a, b) =>
      a.rank - b.rank ||
      kindOrder(a.row.suggestion.kind) - kindOrder(b.row.suggestion.kind) ||
      a.row.order - b.row.order,
  );
  return matches.slice(0, count).map((match) => match.row.suggestion);
}
