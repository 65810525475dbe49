import type { ListingSearchQuery } from '@kamra/contracts/queries';
import type { ReadDb } from '@kamra/read-model';
import type { SearchPageCache } from './search-page-cache.js';
import { searchListings } from './search-listings.js';
import { locationKey } from './search-plan.js';

/**
 * GET /api/listings's answer to a search as JSON text, from the page cache when it holds it:
 * the route sends it, and the results page's first view shows it and hands it to the app, so
 * both give a seeker the same answer. Without a cache (a page service run on its own) it is
 * read afresh.
 */
export function searchAnswer(db: ReadDb, searchPages: SearchPageCache | undefined, query: ListingSearchQuery, now: Date): Promise<string> {
  const load = () => searchListings(db, query, now);
  if (searchPages === undefined) return load().then((page) => JSON.stringify(page));
  // Spellings of a place that search alike share one page.
  const key = JSON.stringify({ ...query, location: locationKey(query.location) });
  return searchPages.page(key, load);
}
