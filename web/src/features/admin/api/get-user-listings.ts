import type { ListingKind } from '@kamra/contracts/options';
import type { MyListing, Page } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { pageOf } from '../../../lib/json-shape';

/** GET /api/admin/users/:id/listings?kind=: every listing of one user, in every status. */
export const getUserListings = (
  userId: string,
  kind: ListingKind,
  afterPosition: string | undefined,
  signal: AbortSignal,
): Promise<Page<MyListing>> =>
  apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/listings?kind=${kind}`, {
    parse: pageOf<MyListing>,
    signal,
    ...(afterPosition === undefined ? {} : { afterPosition }),
  });
