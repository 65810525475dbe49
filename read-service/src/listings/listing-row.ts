import type { Selectable } from 'kysely';
import type { ReadTables } from '@kamra/read-model';

export type ListingRow = Selectable<ReadTables['listings']>;

/** The columns a search card is made of (presentCard): search reads these, not the submitted fields. */
export const CARD_COLUMNS = [
  'id', 'kind', 'status', 'deleted', 'tagline', 'address', 'city', 'amount', 'pictures',
  'submitted_at', 'boosted_until', 'expires_at', 'closed_outcome', 'furnished', 'gender', 'room_type', 'item_condition',
] as const satisfies ReadonlyArray<keyof ListingRow>;
/** Whether the owner is blocked, from the users row (null when the owner has none). */
export type OwnerBlock = { owner_blocked: boolean | null };
export type CardRow = Pick<ListingRow, (typeof CARD_COLUMNS)[number]>;

/** A listing row with what the users table knows of its owner. */
export type OwnedListingRow = ListingRow & OwnerBlock & { owner_verified: boolean | null };

/**
 * The columns a listing's detail is made of (presentDetail, for every viewer: the live version,
 * who may see it, and the revision its owner and admins see); not the filter columns search reads.
 */
export const DETAIL_COLUMNS = [
  'id', 'kind', 'owner_id', 'status', 'deleted', 'rejection_reason', 'address', 'city', 'fields', 'pictures', 'profile',
  'submitted_at', 'boosted_until', 'expires_at', 'closed_outcome', 'revision', 'revision_status', 'revision_reason', 'revised_at', 'content_at',
] as const satisfies ReadonlyArray<keyof ListingRow>;
/** A listing's detail columns with its owner's flags and the badge (phoneVerifiedWhere). */
export type DetailRow = Pick<ListingRow, (typeof DETAIL_COLUMNS)[number]> & OwnerBlock & { owner_verified: boolean | null; phone_verified: boolean };

/** timestamptz arrives as a Date from node-postgres; ISO text keeps the DTOs plain JSON. */
export function isoOf(instant: Date | string): string {
  return (instant instanceof Date ? instant : new Date(instant)).toISOString();
}
