import type { ListingSearchQuery } from '@kamra/contracts/queries';
import type { ReadDb } from '@kamra/read-model';
import type { SearchPageCache } from './search-page-cache.js';
import { searchListingPages, searchListings } from './search-listings.js';
import { understoodKey } from './search-plan.js';

/**
 * The page cache's key of a search: the search as understood, so spellings of a place that
 * search alike share one page, with its parameters in one order, so the page read ahead under
 * its cursor is found whatever order a client writes them in.
 */
export function searchKey(query: ListingSearchQuery): string {
  return understoodKey(query);
}

/**
 * GET /api/listings's answer to a search as JSON text, from the page cache when it holds it:
 * the route sends it, and the results page's first view shows it and hands it to the app, so
 * both give a seeker the same answer. A page loaded for the cache brings the next page with it,
 * kept under the key its cursor will ask for. Without a cache (a page service run on its own)
 * it is read afresh.
 */
export function searchAnswer(
  db: ReadDb, searchPages: SearchPageCache | undefined, query: ListingSearchQuery, now: Date, key = searchKey(query),
): Promise<string> {
  if (searchPages === undefined) return searchListings(db, query, now).then((page) => JSON.stringify(page));
  return searchPages.pages(key, async (readAhead) => {
    const { page, next, badgeEnds } = await searchListingPages(db, query, now, { readAhead });
    return {
      page,
      next: next && page.nextCursor ? { key: searchKey({ ...query, cursor: page.nextCursor }), page: next } : null,
      // Kept until a listing of the kind expires or loses its boost, or a badge on these cards goes.
      scope: query.kind,
      changesAt: badgeEnds,
    };
  });
}
