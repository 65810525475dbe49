import type { ColumnType } from 'kysely';

/** One row per listing a person keeps. */
export interface FavouritesTable {
  user_id: string;
  listing_id: string;
  added_at: ColumnType<Date, string, string>;
}

/** One row per saved search that is not deleted. */
export interface SavedSearchesTable {
  id: string;
  user_id: string;
  kind: 'room' | 'roommate' | 'accessory';
  location: string;
  /** The set filters, as GET /api/listings reads them. */
  filters: Record<string, string | number | boolean>;
  alerts: 'instant' | 'daily' | 'off';
  created_at: ColumnType<Date, string, string>;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  type: string;
  listing_id: string | null;
  search_id: string | null;
  text: string;
  /** An admin's reason, for a notification of a refusal; null otherwise. */
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, string, string>;
  read_at: ColumnType<Date | null, string | null, string | null>;
}
