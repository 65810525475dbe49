import type { FavouriteState } from '@kamra/contracts/read-models';

interface StateColumns {
  status: string;
  deleted: boolean;
  closed_outcome: string | null;
  expires_at: Date | string | null;
  /** A blocked owner's listings leave the site while the block lasts. */
  owner_blocked: boolean | null;
}

/** Why a kept listing is or is not there now, in the order a seeker cares: gone, taken, lapsed. */
export function favouriteState(row: StateColumns, now: Date): FavouriteState {
  if (row.deleted || row.status === 'rejected' || row.owner_blocked === true) return 'removed';
  if (row.closed_outcome === 'rented') return 'rented';
  if (row.closed_outcome === 'sold') return 'sold';
  if (row.status !== 'approved') return 'pending';
  if (row.expires_at !== null && new Date(row.expires_at) <= now) return 'expired';
  return 'available';
}
