import type { ListingKind } from '@kamra/contracts/options';
import type { MyListing, Page } from '@kamra/contracts/read-models';
import { apiFetch } from '../api-fetch';
import { pageOf } from '../json-shape';

/**
 * GET /api/me/listings?kind=&cursor=: a page of the signed-in person's own listings in every
 * status, newest first; `cursor` is the last page's nextCursor. With `afterPosition` it answers
 * once the read side has projected that write.
 */
export const getMyListings = (kind: ListingKind, signal?: AbortSignal, afterPosition?: string, cursor?: string | null): Promise<Page<MyListing>> =>
  apiFetch(`/api/me/listings?kind=${kind}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
    parse: pageOf<MyListing>,
    ...(signal === undefined ? {} : { signal }),
    ...(afterPosition === undefined ? {} : { afterPosition }),
  });
