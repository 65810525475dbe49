/** GET /api/insights/rent and GET /api/admin/stats. */
import type { BoostPackageId } from '../boost';
import type { ListingKind } from '../options';
import type { PriceFlagView } from './listing-views';

/**
 * Monthly rent (rooms, roommates) or price (accessories) of the public listings of one kind in
 * a place, in whole rupees. `location` names the place understood ('G-11', 'Islamabad'), null
 * when the text names none. The figures are null below RENT_GUIDE_MIN_LISTINGS listings.
 */
export interface RentFigures {
  location: string | null;
  /** The same place's name in Urdu ('جی 11'), for an Urdu reader; null when `location` is. */
  locationUrdu: string | null;
  count: number;
  p25: number | null;
  median: number | null;
  p75: number | null;
}

/** One day in Pakistan ('2026-11-25'). */
export interface DayCount {
  day: string;
  count: number;
}

export interface AdminStats {
  /** When the figures were read. */
  at: string;
  /** Listings waiting for review per kind, and since when the oldest has waited. */
  queue: { kind: ListingKind; pending: number; oldestSubmittedAt: string | null }[];
  /** The last 30 days in Pakistan, oldest first, every day present. */
  decisionsPerDay: { day: string; approved: number; rejected: number }[];
  /** From submission to approval or rejection, over the decisions of the last 30 days; null without any. */
  timeToDecision: { decisions: number; medianSeconds: number | null; p90Seconds: number | null };
  /** Open reports, and the listings they are against. */
  openReports: { reports: number; listings: number };
  /** Listings still up (not deleted) carrying a duplicate-photo or a price flag; the latest price flags. */
  flags: {
    duplicates: number;
    prices: number;
    latestPrices: { id: string; kind: ListingKind; ownerId: string; tagline: string; priceFlag: PriceFlagView }[];
  };
  /** Boosts sold per package over the last 30 days; revenue in `currency`. */
  boosts: { package: BoostPackageId; sold: number; revenue: number }[];
  currency: string;
  /** New members per day over the last 30 days, oldest first, every day present. */
  newUsersPerDay: DayCount[];
}
