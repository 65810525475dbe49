import { SEARCH_SORTS, type SearchSort } from '@kamra/contracts/queries';
import { filterParams, type AdvanceSearchValues } from './advance-search-form';

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

/** A results page's own address (path with its place and tab) with these filters and this order. */
export function withFilters(pagePath: string, values: AdvanceSearchValues, sort: SearchSort): string {
  const [path = '', query = ''] = pagePath.split('?');
  const params = new URLSearchParams(query);
  for (const [name, value] of Object.entries(apiFilters(values, sort))) params.set(name, value);
  return `${path}?${params.toString()}`;
}
