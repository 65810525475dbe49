import type { Generated } from 'kysely';
import type { ListingFilterColumns } from './listing-columns.js';

/** One row per listing: its lifecycle, the filter columns search compares, and the submitted fields. */
export interface ListingsTable extends ListingFilterColumns {
  id: string;
  kind: 'room' | 'roommate' | 'accessory';
  owner_id: string;
  status: 'pending' | 'approved' | 'rejected';
  deleted: Generated<boolean>;
  rejection_reason: string | null;
  fields: unknown;
  pictures: unknown;
  profile: unknown;
  submitted_at: Date;
  approved_at: Date | null;
  boosted_until: Date | null;
  updated_at: Date;
}

/** Every event of a listing stream, for the admins' audit trail. */
export interface ListingHistoryTable {
  listing_id: string;
  /** Revision in the listing's stream: the order of the trail. */
  revision: number;
  /** Global position as "major.minor". */
  position: string;
  type: string;
  actor_id: string | null;
  actor_role: string;
  at: Date;
  reason: string | null;
  details: unknown;
}

