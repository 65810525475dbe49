import type { SearchSort } from '@kamra/contracts/queries';
import { apiFilters, type AdvanceSearchValues } from '@kamra/contracts/search';

/** A results page's own address (path with its place and tab) with these filters and this order. */
export function withFilters(pagePath: string, values: AdvanceSearchValues, sort: SearchSort): string {
  const [path = '', query = ''] = pagePath.split('?');
  const params = new URLSearchParams(query);
  for (const [name, value] of Object.entries(apiFilters(values, sort))) params.set(name, value);
  return `${path}?${params.toString()}`;
}
