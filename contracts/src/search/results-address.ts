import type { ListingKind } from '../options';
import type { ListedKind } from '../web-paths';
import { filterParams, valuesFromParams, type AdvanceSearchValues } from './search-filters';

/** The tab each `listed` value of /searchResult opens. */
export interface SearchTab {
  listed: ListedKind;
  kind: ListingKind;
}

export const searchTabs: readonly SearchTab[] = [
  { listed: 'room', kind: 'room' },
  { listed: 'roommate', kind: 'roommate' },
  { listed: 'accessories', kind: 'accessory' },
];

export interface SearchParams {
  /** An address, or 'all' for everything. */
  location: string;
  tab: SearchTab;
}

const tabOf = (listed: string | null): SearchTab => {
  const value = (listed ?? '').toLowerCase();
  // 'rooms', 'roommates' and 'accessory' are accepted too: links elsewhere use the plural.
  return (
    searchTabs.find((tab) => value === tab.listed || value === `${tab.listed}s` || value === tab.kind) ??
    searchTabs[0] ??
    { listed: 'room', kind: 'room' }
  );
};

/**
 * A results address's parameters without the NULs a link may carry ('%00'): no search can hold
 * one (the API refuses it), and the place and filters around it are still what was asked for.
 */
export function searchParamsOf(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  if (!params.toString().includes('%00')) return params;
  return new URLSearchParams([...params].map(([name, value]): [string, string] => [name.replaceAll('\0', ''), value.replaceAll('\0', '')]));
}

/** Reads `?location=&listed=`; a missing or blank location searches everything. */
export function readSearchParams(search: string): SearchParams {
  const params = searchParamsOf(search);
  const location = (params.get('location') ?? '').trim();
  return { location: location === '' ? 'all' : location, tab: tabOf(params.get('listed')) };
}

/**
 * How results are ordered. `newest`, the default, puts boosted listings first and then the
 * newest; the price orders compare rent (rooms, roommates) or price (accessories) alone.
 */
export const SEARCH_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The order a results URL asks for; anything else is the default. */
export function readSort(params: URLSearchParams): SearchSort {
  return SEARCH_SORTS.find((sort) => sort === params.get('sort')) ?? 'newest';
}

/** What GET /api/listings is sent besides kind and place: the filters set and a non-default order. */
export function apiFilters(values: AdvanceSearchValues, sort: SearchSort): Record<string, string> {
  const params = filterParams(values);
  if (sort !== 'newest') params.set('sort', sort);
  return Object.fromEntries(params);
}

/** One search of GET /api/listings. */
export interface ListingsQuery {
  kind: ListingKind;
  location: string;
  cursor?: string | null;
  /** Advanced search filters as the URL carries them (rent, internet, gender...). */
  filters?: Readonly<Record<string, string>>;
}

/** The API address of a search, written one way so an answer can be found again by it. */
export function listingsPath({ kind, location, cursor, filters = {} }: ListingsQuery): string {
  const params = new URLSearchParams(filters);
  params.set('kind', kind);
  params.set('location', location);
  if (cursor !== undefined && cursor !== null) params.set('cursor', cursor);
  return `/api/listings?${params.toString()}`;
}

/** What a /searchResult page shows, read from its query string as the page reads it. */
export interface ResultsPageQuery extends SearchParams {
  values: AdvanceSearchValues;
  sort: SearchSort;
  /** Its first page's search, as the page asks GET /api/listings. */
  first: ListingsQuery & { filters: Record<string, string> };
}

export function resultsPageQuery(search: string): ResultsPageQuery {
  const { location, tab } = readSearchParams(search);
  const params = searchParamsOf(search);
  const values = valuesFromParams(tab.kind, location, params);
  const sort = readSort(params);
  return { location, tab, values, sort, first: { kind: tab.kind, location, filters: apiFilters(values, sort) } };
}

/**
 * The id of the element a server-written results page carries its first search's answer in
 * (`{ path, page }`), which the app takes instead of asking the API again.
 */
export const FIRST_RESULTS_ELEMENT_ID = 'kamra-first-results';
