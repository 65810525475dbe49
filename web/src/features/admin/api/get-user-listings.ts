import type { ListingKind } from '@kamra/contracts/options';
import type { MyListing, Page } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { pageOf } from '../../../lib/json-shape';

/** GET /api/admin/users/:id/listings?kind=&cursor=: a page of one user's listings in every status, newest first. */
export const getUserListings = (
  userId: string,
  kind: ListingKind,
  afterPosition: string | undefined,
  cursor: string | null,
  signal: AbortSignal,
): Promise<Page<MyListing>> =>
  apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/listings?kind=${kind}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
    parse: pageOf<MyListing>,
    signal,
    ...(afterPosition === undefined ? {} : { afterPosition }),
  });
