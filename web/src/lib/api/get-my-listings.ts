import type { ListingKind } from '@kamra/contracts/options';
import type { MyListing, Page } from '@kamra/contracts/read-models';
import { apiFetch } from '../api-fetch';
import { pageOf } from '../json-shape';

/**
 * GET /api/me/listings?kind=: the signed-in person's own listings in every status. With
 * `afterPosition` it answers once the read side has projected that write.
 */
export const getMyListings = (kind: ListingKind, signal?: AbortSignal, afterPosition?: string): Promise<Page<MyListing>> =>
  apiFetch(`/api/me/listings?kind=${kind}`, {
    parse: pageOf<MyListing>,
    ...(signal === undefined ? {} : { signal }),
    ...(afterPosition === undefined ? {} : { afterPosition }),
  });
