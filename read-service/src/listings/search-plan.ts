import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import { LOCATION_ALL, type ListingSearchQuery } from '@kamra/contracts/queries';
import type { SearchMatch, SearchPlace } from '@kamra/contracts/read-models';
import type { ReadTables } from '@kamra/read-model';
import { GAZETTEER_CITIES, placeOfAddress, searchedPlaceKey, urduAreaName } from '@kamra/read-model/places';
import { addressContains, addressContainsByRow } from './search-filters.js';

type Where = Expression<SqlBool>;
type Listings = ExpressionBuilder<ReadTables, 'listings'>;

/** One part of the results, walked to its end before the next begins. */
export interface SearchTier {
  /** Set on the cards of an area search: in the area itself, or elsewhere in its city. */
  readonly match: SearchMatch | null;
  readonly where: (eb: Listings) => Where | null;
  /**
   * The same condition tested row by row, for walking (rowsFrom) a search known to match many,
   * where finding its matches through an index costs more than the walk: text in the address.
   */
  readonly walked?: (eb: Listings) => Where | null;
}

/** What a location asks for: the tiers in the order they are shown, and the place understood. */
export interface SearchPlan {
  readonly tiers: readonly [SearchTier, ...SearchTier[]];
  readonly place: SearchPlace | null;
  /** Every tier at once, for the count. */
  readonly where: (eb: Listings) => Where | null;
  /** In an area search, the condition that counts the area's own listings. */
  readonly inArea: ((eb: Listings) => Where) | null;
  /** Whether the location is searched as text in the address (no place the gazetteer knows). */
  readonly byText: boolean;
  /** The location as understood (locationKey). */
  readonly key: string;
}

const CITY_NAMES = new Map(GAZETTEER_CITIES.map((city) => [city.id, city.name]));

const everywhere = (): null => null;

/**
 * How a typed location is searched.
 * - 'all' or nothing: everything.
 * - An area the gazetteer knows ('G-11, Islamabad', 'DHA, Lahore'): the area's listings first,
 *   then the rest of its city, so a seeker sees where they asked and then what is near.
 * - A city ('Lahore', a famous-city tile's 'lahore'): the city's listings.
 * - Anything else ('Street 17'): listings whose address contains it.
 */
export function planSearch(query: Pick<ListingSearchQuery, 'location'>): SearchPlan {
  let plan = plans.get(query.location);
  if (!plan) {
    // Plans are pure; a bounded memo spares the gazetteer's word matching on every ask of a popular search.
    if (plans.size >= MEMO_SIZE) plans.clear();
    plan = makePlan(query.location);
    plans.set(query.location, plan);
  }
  return plan;
}

const MEMO_SIZE = 2000;
const plans = new Map<string, SearchPlan>();

/**
 * A search's fields as one key: the location as understood (locationKey) and the fields in one
 * order, so searches that read alike share it whatever the spelling or the order they came in.
 */
export function understoodKey(fields: { location: string } & Record<string, unknown>): string {
  const understood: Record<string, unknown> = { ...fields, location: locationKey(fields.location) };
  return JSON.stringify(understood, Object.keys(understood).sort());
}

/**
 * The location as a search understands it, so spellings that search alike ('Lahore',
 * ' lahore', 'LAHORE'; 'G-11' and 'g 11' as text) share a page in the page cache: read-model's
 * searchedPlaceKey, by which a saved search is also known again, kept with the plan.
 */
export function locationKey(location: string): string {
  return planSearch({ location }).key;
}

function makePlan(typed: string): SearchPlan {
  return { ...planOf(typed), key: searchedPlaceKey(typed) };
}

function planOf(typed: string): Omit<SearchPlan, 'key'> {
  const location = typed.trim();
  if (location === '' || location.toLowerCase() === LOCATION_ALL) {
    return { tiers: [{ match: null, where: everywhere }], place: null, where: everywhere, inArea: null, byText: false };
  }
  const { city, area } = placeOfAddress(location);
  if (city === null) {
    const where = (eb: Listings): Where => addressContains(eb, location);
    const walked = (eb: Listings): Where => addressContainsByRow(eb, location);
    return { tiers: [{ match: null, where, walked }], place: null, where, inArea: null, byText: true };
  }
  const inCity = (eb: Listings): Where => eb('city', '=', city);
  const cityName = CITY_NAMES.get(city) ?? city;
  if (area === null) {
    return {
      tiers: [{ match: null, where: inCity }],
      place: { city, cityName, area: null, areaName: null, areaUrduName: null, areaTotal: null },
      where: inCity,
      inArea: null,
      byText: false,
    };
  }
  const inArea = (eb: Listings): Where => eb('area', '=', area.id);
  // An area belongs to one city (placeOfAddress), so the city holds both tiers.
  const restOfCity = (eb: Listings): Where => eb.and([
    eb('city', '=', city),
    sql<boolean>`${sql.ref('area')} IS DISTINCT FROM ${area.id}`,
  ]);
  return {
    tiers: [{ match: 'area', where: inArea }, { match: 'city', where: restOfCity }],
    place: { city, cityName, area: area.id, areaName: area.name, areaUrduName: urduAreaName(area.name), areaTotal: null },
    where: inCity,
    inArea,
    byText: false,
  };
}
