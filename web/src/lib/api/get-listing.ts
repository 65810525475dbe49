import type { ListingDetail } from '@kamra/contracts/read-models';
import { apiFetch } from '../api-fetch';
import { appEarlyRequests } from '../early-requests';
import { objectWith } from '../json-shape';

export const listingApiPath = (id: string): string => `/api/listings/${encodeURIComponent(id)}`;

const parseListing = objectWith<ListingDetail>('id', 'kind', 'lister', 'pictures');

/**
 * GET /api/listings/:id. The server decides what the viewer sees: the public an approved
 * listing, its owner and admins every status (admins with the NIC number). `afterPosition`
 * waits until the read side has this tab's latest write, so an owner sees what they just did;
 * such a read never takes the answer started at app start, which may predate the write.
 */
export const getListing = (id: string, signal: AbortSignal, afterPosition?: string): Promise<ListingDetail> => {
  const fetchNow = () => apiFetch(listingApiPath(id), {
    parse: parseListing,
    signal,
    ...(afterPosition === undefined ? {} : { afterPosition }),
  });
  const early = afterPosition === undefined ? appEarlyRequests.take(listingApiPath(id)) : undefined;
  // A failed early answer is asked again, so the page reports the error of its own request.
  return early === undefined ? fetchNow() : early.then(parseListing, fetchNow);
};

/** Early answers already in, by listing id, for a page's first render. */
const arrived = new Map<string, ListingDetail>();

/** Starts the listing's read at app start, with the same token the page's read sends; settles when its answer is in. */
export const startListingEarly = (id: string): Promise<void> =>
  appEarlyRequests.start(listingApiPath(id), () => apiFetch(listingApiPath(id))).then((answer) => {
    try {
      arrived.set(id, parseListing(answer));
    } catch {
      // A failed or malformed early answer: the page asks again and reports its own.
    }
  });

/**
 * The listing's early answer if it is already in, taken once: the page renders it at once
 * (in place of the server's first view) instead of a loading state for a frame.
 */
export function takeArrivedListing(id: string): ListingDetail | undefined {
  const listing = arrived.get(id);
  arrived.delete(id);
  if (listing !== undefined) void appEarlyRequests.take(listingApiPath(id));
  return listing;
}
