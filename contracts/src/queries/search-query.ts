/**
 * Search: the query of GET /api/listings and the advanced search form (spec section 3,
 * 'Search filters'). Empty, zero and unticked filters are dropped, so a parsed query holds
 * only the filters the seeker actually set. Amounts are maxima; booleans mean "must have".
 */
import { z } from 'zod';
import { blankToUndefined, booleanFromText, numberFromText, optionalText, requiredText, text } from '../commands/form-fields';
import { MAX_AGE, MAX_AMOUNT, MAX_ROOMMATES } from '../limits';
import { messages } from '../messages';
import { GENDERS, OCCUPATIONS } from '../options';
import { SEARCH_SORTS } from '../search/results-address';

function dropZero(value: unknown): unknown {
  const number = numberFromText(value);
  return number === 0 ? undefined : number;
}

function dropUnticked(value: unknown): unknown {
  const flag = booleanFromText(value);
  return flag === false ? undefined : flag;
}

/** A positive whole number, or absent when empty or 0. */
function amountFilter(max: number) {
  const number = z.number({ error: messages.notANumber }).int(messages.notAWholeNumber);
  return z.preprocess(dropZero, number.min(1, messages.notANumber).max(max, messages.amountTooLarge).optional());
}

/** Present (true) only when ticked. */
function tickedFilter() {
  return z.preprocess(dropUnticked, z.literal(true, { error: messages.notYesOrNo }).optional());
}

function optionFilter<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(blankToUndefined, z.enum(values, { error: messages.invalidOption }).optional());
}

/** Filters of every kind. `verifiedPhone`: only listings whose number its owner verified (isPhoneVerified). */
const trustFilters = {
  verifiedPhone: tickedFilter(),
};

export const roomSearchFilters = {
  ...trustFilters,
  /** Maximum monthly rent. */
  rent: amountFilter(MAX_AMOUNT),
  internet: tickedFilter(),
  bills: tickedFilter(),
  furnished: tickedFilter(),
  /** The room's furnished items include a carpet. */
  carpeted: tickedFilter(),
  sharedBathroom: tickedFilter(),
  sharedKitchen: tickedFilter(),
  /** Rooms for at most this many roommates. */
  maxRoommate: amountFilter(MAX_ROOMMATES.max),
};

export const roommateSearchFilters = {
  ...trustFilters,
  rent: amountFilter(MAX_AMOUNT),
  occupation: optionFilter(OCCUPATIONS),
  gender: optionFilter(GENDERS),
  /**
   * Lifestyle filters, onto the ad's preferences. `music` and `smoking`: the seeker plays music
   * or smokes, so ads asking for no get-togethers or a non-smoker are left out. `nonSmoking`:
   * the seeker wants a non-smoking home, so only ads asking for a non-smoker are kept.
   */
  music: tickedFilter(),
  smoking: tickedFilter(),
  nonSmoking: tickedFilter(),
  /** The seeker's age: ads whose upper age is at least this. */
  age: amountFilter(MAX_AGE),
  bills: tickedFilter(),
};

export const accessorySearchFilters = {
  ...trustFilters,
  /** Words in the product's name. */
  name: optionalText('searchText'),
  /** Maximum price. */
  price: amountFilter(MAX_AMOUNT),
};

export const LOCATION_ALL = 'all';

// The orders are named with the results page's address, which the web's first bundle reads without zod.
export { SEARCH_SORTS, type SearchSort } from '../search/results-address';
export const SEARCH_PAGE_SIZE = { default: 20, max: 50 } as const;

export { SEARCH_COUNT_CAP } from './search-count';

const paging = {
  /** An address, or 'all' (the default) for everywhere. */
  location: z.preprocess(
    (value) => blankToUndefined(value) ?? LOCATION_ALL,
    text({ limit: 'searchText', shape: 'line', tooLong: messages.textTooLong }),
  ),
  sort: z.preprocess(blankToUndefined, z.enum(SEARCH_SORTS, { error: messages.invalidOption }).default('newest')),
  cursor: optionalText('searchText'),
  limit: z.preprocess(
    numberFromText,
    z.number({ error: messages.notANumber }).int(messages.notAWholeNumber)
      .min(1, messages.searchLimitRange).max(SEARCH_PAGE_SIZE.max, messages.searchLimitRange)
      .default(SEARCH_PAGE_SIZE.default),
  ),
};

const kindError = { error: messages.searchKindRequired };

/** GET /api/listings?kind=&location=&cursor=&limit=&...filters */
export const listingSearchQuerySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('room'), ...paging, ...roomSearchFilters }),
  z.object({ kind: z.literal('roommate'), ...paging, ...roommateSearchFilters }),
  z.object({ kind: z.literal('accessory'), ...paging, ...accessorySearchFilters }),
], kindError);
export type ListingSearchQuery = z.output<typeof listingSearchQuerySchema>;

const address = requiredText(messages.searchAddressRequired, 'searchText');

/** The advanced search form: an address is required ('Please fill the address first!'). */
export const advancedSearchSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('room'), address, ...roomSearchFilters }),
  z.object({ kind: z.literal('roommate'), address, ...roommateSearchFilters }),
  z.object({ kind: z.literal('accessory'), address, ...accessorySearchFilters }),
], kindError);
export type AdvancedSearch = z.output<typeof advancedSearchSchema>;

/** Query parameters for a parsed search or form, leaving out every absent filter and the default order. */
export function toSearchParams(search: AdvancedSearch | ListingSearchQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || (key === 'sort' && value === 'newest')) continue;
    params[key === 'address' ? 'location' : key] = String(value);
  }
  return params;
}
