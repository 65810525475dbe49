/** Read tables of a listing's life after submission: reports, duplicate flags, closing, expiry. */

/** The listing row's columns beyond the spec. */
export interface ListingLifecycleColumns {
  /** Approval or last renewal + 60 days; search shows a listing only while now() < expires_at. */
  expires_at: Date | null;
  closed_outcome: 'rented' | 'sold' | null;
  closed_at: Date | null;
  /** The match found at submission: {picture, matchingListingId, matchingOwnerId, matchingPicture, distance}. */
  duplicate_of: unknown;
  /** The price flag of the current version: {version, amount, area, median, count}; null when none. */
  price_flag: unknown;
}

/** One row per open report; dismissing or deleting the listing removes its rows. */
export interface ListingReportsTable {
  listing_id: string;
  reporter_id: string;
  reason: string;
  details: string | null;
  reported_at: Date;
}
