/**
 * The functions links build hrefs with, over the route patterns `app/` routes on. The patterns
 * live in contracts (web-paths) because the server answers pages from the same list.
 */
import type { ListingKind } from '@kamra/contracts/options';
import { adminRoutePaths, routePaths, savedSearchRunPath, searchResultPath, type ListedKind } from '@kamra/contracts/web-paths';

export { adminRoutePaths, routePaths, savedSearchRunPath, searchResultPath, type ListedKind };

const segment = (id: string): string => encodeURIComponent(id);

/** The `listed` values of /myListing. */
export type MyListedKind = 'rooms' | 'roommates' | 'accessories';

const fill = (pattern: string, params: Readonly<Record<string, string>>): string =>
  pattern.replace(/:(\w+)/g, (_, name: string) => segment(params[name] ?? ''));

/** The public detail page a card opens: /rooms/:id, /roommate/:id, /accessories/:id. */
export const listingPath = (kind: ListingKind, id: string): string => fill(routePaths.listing[kind], { id });

/** A listing opened from the advanced search results. */
export const advanceListingPath = (kind: ListingKind, id: string): string => fill(routePaths.advanceListing[kind], { id });

export const blogPath = (id: string): string => fill(routePaths.blog, { id });

/** The lister's own listings, on the tab of one kind. */
export const myListingsPath = (listed: MyListedKind = 'rooms'): string => `${routePaths.myListings}?listed=${listed}`;

/** The owner's view of one of their listings. */
export const myListingPath = (kind: ListingKind, id: string): string => fill(routePaths.myListing[kind], { id });

/** The kind's wizard, filled with one of the owner's listings to edit it. */
export const editListingPath = (kind: ListingKind, id: string): string => fill(routePaths.editListing[kind], { id });

/** Hrefs inside the admin area; relative to it, as links there are nested under `routePaths.admin`. */
export const adminPaths = {
  userListings: (userId: string): string => fill(adminRoutePaths.userListings, { userId }),
  userListing: (kind: ListingKind, userId: string, id: string): string =>
    fill(adminRoutePaths.userListing[kind], { userId, id }),
  newListing: (kind: ListingKind, id: string): string => fill(adminRoutePaths.newListing[kind], { id }),
  blog: (id: string): string => fill(adminRoutePaths.blog, { id }),
} as const;

