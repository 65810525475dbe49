/**
 * The rent guide's rules, shared by the read side that states the figures, the reactor that
 * flags prices and the pages that compare a rent with its area's range.
 */
import type { ListingFields } from '../commands/listing-fields';

/** Below this many public listings of a kind in a place, the guide gives no figures: a few listings say too little. */
export const RENT_GUIDE_MIN_LISTINGS = 5;

/** A price is judged only against at least this many comparable listings in its area. */
export const PRICE_FLAG_MIN_COMPARABLE = 10;

/**
 * What the guide and the price flags compare: the monthly rent of a room or roommate ad, the
 * price of an accessory, in whole rupees as the read tables keep it.
 */
export function listingAmount(listing: ListingFields): number {
  return Math.round(listing.kind === 'accessory' ? listing.fields.price : listing.fields.rent);
}

/** What a listing's price is judged against: its area's median and how many listings it comes from. */
export interface AreaMedian {
  median: number;
  count: number;
}

/**
 * Advance-fee scams advertise rents far below the area's: below half its median, with enough
 * listings for the median to mean something, a listing is flagged for the admins.
 */
export function isUnderpriced(amount: number, area: AreaMedian): boolean {
  return area.count >= PRICE_FLAG_MIN_COMPARABLE && amount < area.median / 2;
}

/** The middle half of a place's rents, when the guide has figures for it. */
export interface RentRange {
  p25: number | null;
  p75: number | null;
}

export type RentComparison = 'below' | 'typical' | 'above';

/** Where an amount falls against its place's middle half; null when the guide has no figures. */
export function compareWithRange(amount: number, range: RentRange): RentComparison | null {
  if (range.p25 === null || range.p75 === null) return null;
  if (amount < range.p25) return 'below';
  if (amount > range.p75) return 'above';
  return 'typical';
}
