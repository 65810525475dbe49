import type { Generated } from 'kysely';
import type { ListingLifecycleColumns } from './lifecycle-tables.js';
import type { ListingRevisionColumns } from './revision-tables.js';

/**
 * The filter columns of a listings row, derived from the submitted fields at projection time
 * (the search filters of spec section 3) so that search compares columns, never jsonb.
 */
export interface ListingFilterColumns {
  tagline: string;
  address: string;
  /** addressSearchKey(address): what "part of an address" search compares (trigram index). */
  address_key: string;
  /** normaliseCity(address): what a famous-city tile finds. */
  city: string | null;
  /** placeOfAddress(address).area: the gazetteer area ('islamabad/g11') an area search shows first. */
  area: string | null;
  /** Monthly rent (rooms, roommates) or price (accessories), PKR. */
  amount: number;
  furnished: boolean;
  carpeted: boolean;
  internet: boolean;
  bills: boolean;
  shared_bathroom: boolean;
  shared_kitchen: boolean;
  max_roommate: number | null;
  gender: string | null;
  occupation: string | null;
  /** Roommates: the upper age of the roommate sought. */
  age: number | null;
  non_smoker: boolean;
  no_get_together: boolean;
  no_pets: boolean;
  /** Accessories: the product's name. */
  name: string | null;
  /** Accessories: itemTerms(name), what an item search compares; empty for rooms and roommates. */
  name_terms: string[];
  /** Rooms: Hostel Room, House Room or Appartment Room, for the card. */
  room_type: string | null;
  /** Accessories: condition 1 to 10, for the card. */
  item_condition: number | null;
  /** pakistaniPhone(phone): what the "Phone verified" badge compares with verified_phones; null when it never parsed. */
  phone_e164: string | null;
}

/** One row per listing: its lifecycle, the filter columns search compares, and the submitted fields. */
export interface ListingsTable extends ListingFilterColumns, ListingLifecycleColumns, ListingRevisionColumns {
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

