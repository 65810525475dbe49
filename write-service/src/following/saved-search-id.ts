import { searchFiltersOf, type SaveSearch } from '@kamra/contracts/queries';
import { uuidOf } from '../commands/idempotency-key.js';

/**
 * A saved search's id, from the person and the search itself (its kind, its place as typed up
 * to case and spaces, and its filters in one order): saving a search already kept finds it,
 * rather than keeping a second that would alert for every listing twice, whether the second
 * save is a retry, a double tap or the same search asked again another day.
 */
export function savedSearchIdFor(userId: string, search: SaveSearch): string {
  const place = search.location.trim().replace(/\s+/gu, ' ').toLowerCase();
  const filters = Object.entries(searchFiltersOf(search)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return uuidOf(`saved-search\n${userId}\n${JSON.stringify([search.kind, place, filters])}`);
}
