import type { ListingKind } from '@kamra/contracts/options';
import { filterParams, type AdvanceSearchValues } from '@kamra/contracts/search';
import { routePaths } from '../../lib/paths';

/**
 * The stops of the max rent or price slider (PKR), 0 first for any. Equal steps of 1,000 made
 * the first nudge a rent no room in the country asks and cheap items unreachable, so each kind
 * starts near the least a real listing asks and the steps grow with the amount, as a seeker
 * thinks of money: 500 apart among cheap items, 25,000 apart among dear rooms.
 */
export const AMOUNT_STOPS: Readonly<Record<ListingKind, readonly number[]>> = {
  room: [0, 5_000, 7_500, 10_000, 12_500, 15_000, 17_500, 20_000, 25_000, 30_000, 35_000, 40_000, 50_000, 60_000, 75_000, 100_000, 150_000],
  roommate: [0, 3_000, 5_000, 7_500, 10_000, 12_500, 15_000, 17_500, 20_000, 25_000, 30_000, 40_000, 50_000],
  accessory: [0, 500, 1_000, 1_500, 2_000, 3_000, 4_000, 5_000, 7_500, 10_000, 15_000, 20_000, 30_000, 50_000, 75_000, 100_000],
};

/**
 * The slider position of an amount: its stop, or for an amount between stops (a link with
 * rent=23000) the next stop up, so the slider never shows less than the search asks.
 */
export function amountStop(kind: ListingKind, amount: number): number {
  const stops = AMOUNT_STOPS[kind];
  const index = stops.findIndex((stop) => stop >= amount);
  return index === -1 ? stops.length - 1 : index;
}

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
