/**
 * The web client's page addresses (product-spec section 2) as wouter route patterns: the one
 * list the client routes on and the server answers pages from, so a page the client knows is
 * never a 404 to a crawler and a path it does not know never a 200.
 */
import type { ListingKind } from './options';

const byKind = <T,>(room: T, roommate: T, accessory: T): Readonly<Record<ListingKind, T>> => ({ room, roommate, accessory });

/** Route patterns (wouter syntax) of the public and signed-in pages. */
export const routePaths = {
  home: '/',
  about: '/aboutUs',
  blogs: '/blogs',
  blog: '/blog/:id',
  /** The spec's second blog address, reached from the advanced accessory search. */
  advanceBlog: '/advanceAccessoriesSearch/blog/:id',
  career: '/career',
  privacyPolicies: '/privacy-policies',
  services: '/services',
  refundPolicy: '/refundPolicy',
  advertise: '/advertiseWithUs',
  searchResult: '/searchResult',
  boostSuccess: '/BoostSuccess',
  notFound: '/notFound',
  userReviews: '/userReviews',
  advanceSearch: '/advanceSearch',
  advanceResults: byKind('/advanceRoomSearch', '/advanceRoommateSearch', '/advanceAccessoriesSearch'),
  /** Detail pages opened from the advanced results keep the advanced-search path (spec section 2). */
  advanceListing: byKind(
    '/advanceRoomSearch/rooms/:id',
    '/advanceRoommateSearch/roommate/:id',
    '/advanceAccessoriesSearch/accessories/:id',
  ),
  listing: byKind('/rooms/:id', '/roommate/:id', '/accessories/:id'),
  listWizard: byKind('/listRoom', '/listRoomMate', '/listAccessories'),
  myListings: '/myListing',
  myListing: byKind('/myListing/room/:id', '/myListing/roommate/:id', '/myListing/accessory/:id'),
  /** Beyond the spec: the owner edits a listing in its kind's wizard. */
  editListing: byKind('/myListing/room/:id/edit', '/myListing/roommate/:id/edit', '/myListing/accessory/:id/edit'),
  /** Beyond the spec: what a seeker keeps and follows, and what the alerts told them. */
  saved: '/saved',
  savedSearches: '/savedSearches',
  notifications: '/notifications',
  admin: '/my_admin_dashboard',
  /** Development only: the SMS and emails a server without providers kept (GET /api/dev/outbox). */
  devOutbox: '/dev/outbox',
} as const;

/** Route patterns inside the admin area, relative to `routePaths.admin` (wouter's `nest`). */
export const adminRoutePaths = {
  overview: '/',
  users: '/admin_allUsers',
  userListings: '/admin_allUsers/listings/:userId',
  userListing: byKind(
    '/admin_allUsers/listings/:userId/room/:id',
    '/admin_allUsers/listings/:userId/roommateListing/:id',
    '/admin_allUsers/listings/:userId/accessory/:id',
  ),
  newListings: '/admin_newListings',
  newListing: byKind('/admin_newListings/room/:id', '/admin_newListings/roommate/:id', '/admin_newListings/accessory/:id'),
  blogs: '/admin_allBlog',
  postBlog: '/admin_allBlog/admin_postBlog',
  blog: '/admin_allBlog/blog/:id',
  /** Beyond the spec: listings people reported, for an admin to dismiss or take down. */
  reports: '/admin_reports',
} as const;

/**
 * A hint, not a credential, that the web client sets while it holds a sign-in token (the token
 * itself stays in the page's storage, out of the server's sight): the server then sends a page
 * without its visitor's first view, whose "SignUp / Login" a signed-in reader would otherwise
 * see until the app takes over.
 */
export const SIGNED_IN_COOKIE = 'kamra_signed_in';

/** Whether a Cookie header carries the signed-in hint. */
export function hasSignedInHint(cookieHeader: string | undefined): boolean {
  if (cookieHeader === undefined || cookieHeader.length > 8192) return false;
  return cookieHeader.split(';').some((pair) => pair.trim() === `${SIGNED_IN_COOKIE}=1`);
}

/** The `listed` values of /searchResult, one per tab. */
export type ListedKind = 'room' | 'roommate' | 'accessories';

/** /searchResult for a place (or everything with 'all'); an empty place searches everywhere. */
export function searchResultPath(location: string, listed: ListedKind): string {
  const place = location.trim().replace(/\s+/g, ' ');
  return `${routePaths.searchResult}?location=${encodeURIComponent(place === '' ? 'all' : place)}&listed=${listed}`;
}

const LISTED: Readonly<Record<ListingKind, ListedKind>> = { room: 'room', roommate: 'roommate', accessory: 'accessories' };

/**
 * The results page that runs a saved search again, its filters in the URL as the results page's
 * toolbar keeps them: the saved searches page links there, and so does a digest email's "And N
 * more", so both open the same results.
 */
export function savedSearchRunPath(search: { kind: ListingKind; location: string; filters: Readonly<Record<string, string | number | boolean>> }): string {
  const base = searchResultPath(search.location, LISTED[search.kind]);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search.filters)) params.set(name, String(value));
  const extra = params.toString();
  return extra === '' ? base : `${base}&${extra}`;
}

/**
 * `address` (a page's or a request's path, or an origin) without the slashes at its end,
 * walked back from the end: the pattern `/\/+$/` is tried from every slash, so a path of
 * thousands of slashes would cost their square.
 */
export function withoutTrailingSlashes(address: string): string {
  let end = address.length;
  while (end > 0 && address.charCodeAt(end - 1) === 0x2f) end -= 1;
  return address.slice(0, end);
}
