import type { ListingKind } from '@kamra/contracts/options';
import type { MyListing, Page } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { pageOf } from '../../../lib/json-shape';

/**
 * Read-your-writes: GET /api/me/listings with x-after-position answers once the read side has
 * projected the boost, so My Listings and search show it as soon as the person gets there.
 */
export async function waitForBoost(kind: ListingKind, listingId: string, position: string, signal?: AbortSignal): Promise<MyListing | null> {
  const page = await apiFetch(`/api/me/listings?kind=${kind}`, {
    afterPosition: position,
    parse: pageOf<MyListing>,
    ...(signal === undefined ? {} : { signal }),
  });
  return page.items.find((item) => item.id === listingId) ?? null;
}
