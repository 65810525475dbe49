import type { ListingKind } from '@kamra/contracts/options';
import type { MyListing } from '@kamra/contracts/read-models';
import { getMyListings } from '../../../lib/api/get-my-listings';

/**
 * Read-your-writes: GET /api/me/listings with x-after-position answers once the read side has
 * projected the boost, so My Listings and search show it as soon as the person gets there.
 */
export async function waitForBoost(kind: ListingKind, listingId: string, position: string, signal?: AbortSignal): Promise<MyListing | null> {
  const page = await getMyListings(kind, signal, position);
  return page.items.find((item) => item.id === listingId) ?? null;
}
