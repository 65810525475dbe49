import type { Selectable } from 'kysely';
import type { ReadTables } from '@kamra/read-model';

export type ListingRow = Selectable<ReadTables['listings']>;

/** A listing row with what the users table knows of its owner. */
export type ListingWithOwner = ListingRow & { owner_verified: boolean | null };

/** timestamptz arrives as a Date from node-postgres; ISO text keeps the DTOs plain JSON. */
export function isoOf(instant: Date | string): string {
  return new Date(instant).toISOString();
}
