import { resultsPageQuery } from '@kamra/contracts/search';
import { startListingsEarly } from '../../lib/api/get-listings';

/**
 * Starts the first page of results for a /searchResult query string, read exactly as
 * SearchResultPage reads it, so the page's own request finds the answer under way.
 */
export function startFirstResultsEarly(search: string): void {
  startListingsEarly(resultsPageQuery(search).first);
}
