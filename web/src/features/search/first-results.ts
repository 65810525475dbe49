import { startListingsEarly } from '../../lib/api/get-listings';
import { valuesFromParams } from './advance-search-form';
import { apiFilters, readSort } from './results-url';
import { readSearchParams } from './search-params';

/**
 * Starts the first page of results for a /searchResult query string, read exactly as
 * SearchResultPage reads it, so the page's own request finds the answer under way.
 */
export function startFirstResultsEarly(search: string): void {
  const { location, tab } = readSearchParams(search);
  const params = new URLSearchParams(search);
  startListingsEarly({ kind: tab.kind, location, filters: apiFilters(valuesFromParams(tab.kind, location, params), readSort(params)) });
}
