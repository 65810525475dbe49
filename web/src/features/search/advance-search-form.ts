import { filterParams, type AdvanceSearchValues } from '@kamra/contracts/search';
import { routePaths } from '../../lib/paths';

/** The rent and price slider (PKR). */
export const AMOUNT_SLIDER = { min: 0, max: 50_000, step: 1000 } as const;

/** The advanced search waits this long before showing results (spec section 5). */
export const SEARCH_NAVIGATION_DELAY_MS = { room: 1000, roommate: 1500, accessory: 1500 } as const;

/** The results page with only the filters the seeker set; the read service validates them. */
export function advanceResultsPath(values: AdvanceSearchValues): string {
  const params = new URLSearchParams();
  const address = values.address.trim();
  params.set('location', address === '' ? 'all' : address);
  for (const [name, value] of filterParams(values)) params.set(name, value);
  return `${routePaths.advanceResults[values.kind]}?${params.toString()}`;
}
