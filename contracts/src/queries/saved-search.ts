/**
 * A saved search is a search kept: its body is the query of GET /api/listings (kind, location,
 * filters) plus how often to be alerted. It lives beside the search query, not among the
 * command bodies, because it must parse to exactly the query search runs: one matching rule.
 */
import { z } from 'zod';
import { blankToUndefined, text } from '../commands/form-fields';
import { formatRupees } from '../language';
import { messages } from '../messages';
import { accessorySearchFilters, LOCATION_ALL, roommateSearchFilters, roomSearchFilters, type ListingSearchQuery } from './search-query';

export const SAVED_SEARCH_ALERTS = ['instant', 'daily', 'off'] as const;
export type SavedSearchAlerts = (typeof SAVED_SEARCH_ALERTS)[number];

/** A person keeps at most this many searches: enough to follow a few places, not to scrape the site. */
export const MAX_SAVED_SEARCHES = 20;

const alerts = z.enum(SAVED_SEARCH_ALERTS, { error: messages.invalidOption });
const location = z.preprocess(
  (value) => blankToUndefined(value) ?? LOCATION_ALL,
  text({ limit: 'searchText', shape: 'line', tooLong: messages.textTooLong }),
);

/** The filters search knows for each kind; the kind, place and alerts are not filters. */
const FILTER_NAMES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['room', new Set(Object.keys(roomSearchFilters))],
  ['roommate', new Set(Object.keys(roommateSearchFilters))],
  ['accessory', new Set(Object.keys(accessorySearchFilters))],
]);

/**
 * `{ kind, location, filters?, alerts }` flattened, so each filter meets the search's own rule.
 * Filters that are not an object of named values (a list, a text), or that name a filter the
 * kind's search does not have, are refused rather than dropped: dropped, the search kept would
 * be wider than the one the person asked to keep.
 */
function flattened(value: unknown, context: z.RefinementCtx): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const { filters: sent, ...rest } = value as Record<string, unknown>;
  const filters = sent ?? {};
  if (typeof filters !== 'object' || Array.isArray(filters)) {
    context.addIssue({ code: 'custom', message: messages.badRequest, path: ['filters'] });
    return z.NEVER;
  }
  // A Map, not an object: a kind of 'constructor' or '__proto__' names nothing here.
  const known = typeof rest.kind === 'string' ? FILTER_NAMES.get(rest.kind) : undefined;
  // A filter may come beside the kind too ({ kind, rent }), as search's query has it; a
  // misspelt one there would be dropped just the same.
  const named = [...Object.keys(filters), ...Object.keys(rest).filter((name) => !SAVED_SEARCH_FIELDS.has(name))];
  const unknown = known === undefined ? [] : named.filter((name) => !known.has(name));
  for (const name of unknown) context.addIssue({ code: 'custom', message: messages.unknownSearchFilter, path: [name] });
  if (unknown.length > 0) return z.NEVER;
  return { ...filters, ...rest };
}

/** What a saved search has besides its filters. */
const SAVED_SEARCH_FIELDS: ReadonlySet<string> = new Set(['kind', 'location', 'alerts', 'filters']);

/** POST /api/me/saved-searches { kind, location, filters?, alerts } */
export const saveSearchSchema = z.preprocess(flattened, z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('room'), location, alerts, ...roomSearchFilters }),
  z.object({ kind: z.literal('roommate'), location, alerts, ...roommateSearchFilters }),
  z.object({ kind: z.literal('accessory'), location, alerts, ...accessorySearchFilters }),
], { error: messages.searchKindRequired }));
export type SaveSearch = z.output<typeof saveSearchSchema>;

/** PATCH /api/me/saved-searches/:id { alerts } */
export const savedSearchAlertsSchema = z.object({ alerts });

/** What a saved search keeps of the query: its filters, each set one as search reads it. */
export type SearchFilters = Record<string, string | number | boolean>;

export function searchFiltersOf(search: SaveSearch): SearchFilters {
  const filters: SearchFilters = {};
  for (const [key, value] of Object.entries(search)) {
    if (key === 'kind' || key === 'location' || key === 'alerts' || value === undefined) continue;
    filters[key] = value;
  }
  return filters;
}

/** The criteria of a saved search as the parameters of GET /api/listings. */
export function savedSearchParams(saved: { kind: string; location: string; filters: SearchFilters }): Record<string, string> {
  const params: Record<string, string> = { kind: saved.kind, location: saved.location };
  for (const [key, value] of Object.entries(saved.filters)) params[key] = String(value);
  return params;
}

export type SavedSearchQuery = Omit<ListingSearchQuery, 'sort' | 'cursor' | 'limit'>;

const KIND_WORDS = { room: 'Rooms', roommate: 'Roommates', accessory: 'Accessories' } as const;

/** The words a person knows their search by, in the app and in alerts: "Rooms in G-11, Islamabad". */
export function savedSearchTitle(search: { kind: keyof typeof KIND_WORDS; location: string }): string {
  const place = search.location === LOCATION_ALL ? 'everywhere' : `in ${search.location}`;
  return `${KIND_WORDS[search.kind]} ${place}`;
}

/** The words of ticked filters, as the saved searches page names them (web's following.searchFilters.ticks). */
const TICK_WORDS: Readonly<Record<string, string>> = {
  internet: 'internet', bills: 'bills included', furnished: 'furnished', carpeted: 'carpeted', sharedBathroom: 'shared bathroom',
  sharedKitchen: 'shared kitchen', music: 'plays music', smoking: 'smoker', nonSmoking: 'non-smoking home', verifiedPhone: 'verified phone only',
};

/**
 * A saved search's filters in English words, in the order they were set: the alerts' emails name
 * them beside the title, in the same words as the saved searches page in English
 * ("up to PKR 30,000", "shared bathroom"). A web test keeps the two the same.
 */
export function savedSearchFilterWords(filters: SearchFilters): string[] {
  return Object.entries(filters).map(([name, value]) => {
    if (name === 'rent' || name === 'price') return `up to ${formatRupees(Number(value), 'en')}`;
    if (name === 'maxRoommate') return `at most ${String(value)} roommates`;
    if (name === 'age') return `age ${String(value)}`;
    if (name === 'name') return `"${String(value)}"`;
    // The English labels of occupations and genders are their values, capitalised.
    if (name === 'occupation' || name === 'gender') return String(value).charAt(0).toUpperCase() + String(value).slice(1);
    return TICK_WORDS[name] ?? `${name}: ${String(value)}`;
  });
}

