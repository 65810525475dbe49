/**
 * The listing's side of a price flag: the reactor asks, the aggregate records it at most once
 * per version. Whatever raced it (a second reactor instance, a restart that judges the same
 * approval again, a newer version approved meanwhile), a flag that is stale or already given
 * changes nothing, so the append itself is idempotent.
 */
import type { ListingEvent } from '@kamra/contracts/events';
import type { ListingState } from '../listing-state.js';

/** Sent by the price-flag reactor only; no route of its own. */
export interface FlagListingPrice {
  type: 'FlagListingPrice';
  listingId: string;
  /** The version judged (ExistingListing.version when the reactor read the listing). */
  version: number;
  amount: number;
  /** The gazetteer area's id. */
  area: string;
  median: number;
  count: number;
  now: string;
}

export function decidePriceFlag(command: FlagListingPrice, state: ListingState): ListingEvent[] {
  if (!state.exists || state.deleted || state.status !== 'approved') return [];
  if (state.version !== command.version || state.priceFlaggedVersion === command.version) return [];
  const { listingId, version, amount, area, median, count, now } = command;
  return [{ type: 'ListingPriceFlagged', data: { listingId, version, amount, area, median, count, flaggedAt: now } }];
}
