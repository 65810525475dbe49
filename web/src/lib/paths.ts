/**
 * Every page address of product-spec section 2, in one place: the patterns `app/` routes on
 * and the functions links build hrefs with. A page that moves changes here only.
 */
import type { ListingKind } from '@kamra/contracts/options';

const segment = (id: string): string => encodeURIComponent(id);
const byKind = <T,>(room: T, roommate: T, accessory: T): Readonly<Record<ListingKind, T>> => ({ room, roommate, accessory });

/** The `listed` values of /searchResult. */
export type ListedKind = 'room' | 'roommate' | 'accessories';

/** The `listed` values of /myListing. */
export type MyListedKind = 'rooms' | 'roommates' | 'accessories';

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

const fill = (pattern: string, params: Readonly<Record<string, string>>): string =>
  pattern.replace(/:(\w+)/g, (_, name: string) => segment(params[name] ?? ''));

/** /searchResult for a place (or everything with 'all'); an empty place searches everywhere. */
export function searchResultPath(location: string, listed: ListedKind): string {
  const place = location.trim().replace(/\s+/g, ' ');
  return `${routePaths.searchResult}?location=${encodeURIComponent(place === '' ? 'all' : place)}&listed=${listed}`;
}

/** The public detail page a card opens: /rooms/:id, /roommate/:id, /accessories/:id. */
export const listingPath = (kind: ListingKind, id: string): string => fill(routePaths.listing[kind], { id });

/** A listing opened from the advanced search results. */
export const advanceListingPath = (kind: ListingKind, id: string): string => fill(routePaths.advanceListing[kind], { id });

export const blogPath = (id: string): string => fill(routePaths.blog, { id });

/** The lister's own listings, on the tab of one kind. */
export const myListingsPath = (listed: MyListedKind = 'rooms'): string => `${routePaths.myListings}?listed=${listed}`;

/** The owner's view of one of their listings. */
export const myListingPath = (kind: ListingKind, id: string): string => fill(routePaths.myListing[kind], { id });

/** Hrefs inside the admin area; relative to it, as links there are nested under `routePaths.admin`. */
export const adminPaths = {
  userListings: (userId: string): string => fill(adminRoutePaths.userListings, { userId }),
  userListing: (kind: ListingKind, userId: string, id: string): string =>
    fill(adminRoutePaths.userListing[kind], { userId, id }),
  newListing: (kind: ListingKind, id: string): string => fill(adminRoutePaths.newListing[kind], { id }),
  blog: (id: string): string => fill(adminRoutePaths.blog, { id }),
} as const;

