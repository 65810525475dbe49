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
/** The same, with the badge (phoneVerifiedWhere). */
export type ListingWithOwner = OwnedListingRow & { phone_verified: boolean };

/** timestamptz arrives as a Date from node-postgres; ISO text keeps the DTOs plain JSON. */
export function isoOf(instant: Date | string): string {
  return (instant instanceof Date ? instant : new Date(instant)).toISOString();
}
