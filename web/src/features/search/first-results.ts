import { FIRST_RESULTS_ELEMENT_ID, listingsPath, resultsPageQuery } from '@kamra/contracts/search';
import { receiveListings, startListingsEarly } from '../../lib/api/get-listings';

/** The answer a server-written results page carries for its first search, if it is this search's. */
function answerInPage(path: string): unknown {
  const element = document.getElementById(FIRST_RESULTS_ELEMENT_ID);
  if (element === null) return undefined;
  try {
    const carried: unknown = JSON.parse(element.textContent ?? '');
    const record = typeof carried === 'object' && carried !== null ? (carried as Record<string, unknown>) : {};
    return record['path'] === path ? record['page'] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The first page of results for a /searchResult query string, read exactly as SearchResultPage
 * reads it: the answer the server sent with the page when it wrote its first view (so the app
 * shows the same cards without searching again), else a request started now, which the page's
 * own finds under way.
 */
export function startFirstResultsEarly(search: string): void {
  const { first } = resultsPageQuery(search);
  const path = listingsPath(first);
  const carried = answerInPage(path);
  if (carried !== undefined) {
    try {
      receiveListings(path, carried);
      return;
    } catch {
      // A malformed answer: ask as if there were none.
    }
  }
  startListingsEarly(first);
}
