import type { ListingKind } from '@kamra/contracts/options';
import type { SearchFilters } from '@kamra/contracts/queries';
import { searchedPlaceKey } from '@kamra/read-model/places';
import { uuidOf } from '../commands/idempotency-key.js';

/** What a saved search is, as far as saving it twice goes. */
export interface SavedSearchCriteria {
  kind: ListingKind;
  location: string;
  filters: SearchFilters;
}

/**
 * A saved search as search understands it: its kind, its place by searchedPlaceKey ('Lahore' and
 * ' lahore', 'G-11, Islamabad' and 'g11 islamabad' are one), its filters in one order, an item's
 * name in any case and spacing. Two saves with the same identity are one search kept once.
 */
export function savedSearchIdentity({ kind, location, filters }: SavedSearchCriteria): string {
  const set = Object.entries(filters)
    .map(([name, value]): [string, unknown] => [name, typeof value === 'string' ? value.trim().replace(/\s+/gu, ' ').toLowerCase() : value])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([kind, searchedPlaceKey(location), set]);
}

/**
 * The id a new saved search takes: from the person and its identity, so that two saves of it
 * racing each other (a double tap, a retry) name the same search, and the stream's revision
 * lets only one of them keep it.
 */
export function savedSearchIdFor(userId: string, identity: string): string {
  return uuidOf(`saved-search\n${userId}\n${identity}`);
}
