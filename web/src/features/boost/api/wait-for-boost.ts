import type { ListingKind } from '@kamra/contracts/options';
import type { MyListing } from '@kamra/contracts/read-models';
import { getMyListings } from '../../../lib/api/get-my-listings';

/** Pages of My Listings looked through for the boosted one: it is an open listing, so among the newest of any real lister. */
const PAGES_LOOKED = 10;

/**
 * Read-your-writes: GET /api/me/listings with x-after-position answers once the read side has
 * projected the boost, so My Listings and search show it as soon as the person gets there.
 */
export async function waitForBoost(kind: ListingKind, listingId: string, position: string, signal?: AbortSignal): Promise<MyListing | null> {
  let cursor: string | null = null;
  for (let page = 0; page < PAGES_LOOKED; page++) {
    const { items, nextCursor } = await getMyListings(kind, signal, position, cursor);
    const boosted = items.find((item) => item.id === listingId);
    if (boosted !== undefined || nextCursor === null) return boosted ?? null;
    cursor = nextCursor;
  }
  return null;
}
