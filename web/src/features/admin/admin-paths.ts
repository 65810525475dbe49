import type { ListingKind } from '@kamra/contracts/options';
import { adminPaths, adminRoutePaths, type MyListedKind } from '../../lib/paths';

// Links inside /my_admin_dashboard (its routes are nested, so these are relative). The
// patterns live in lib/paths; this adds the tabs of the per-kind lists.

export interface AdminListingTab {
  /** The query value, as My Listings spells it. */
  listed: MyListedKind;
  kind: ListingKind;
}

const ROOMS_TAB: AdminListingTab = { listed: 'rooms', kind: 'room' };

/** Tabs of a user's listings and of the review queue, in the spec's order. */
export const adminListingTabs: readonly AdminListingTab[] = [
  ROOMS_TAB,
  { listed: 'accessories', kind: 'accessory' },
  { listed: 'roommates', kind: 'roommate' },
];

/** The tab a `?listed=` query names; Rooms when it names none. */
export function adminTabOf(search: string): AdminListingTab {
  const listed = new URLSearchParams(search).get('listed');
  return adminListingTabs.find((tab) => tab.listed === listed) ?? ROOMS_TAB;
}

const tabOfKind = (kind: ListingKind): MyListedKind => adminListingTabs.find((tab) => tab.kind === kind)?.listed ?? 'rooms';

export const ADMIN_USERS_PATH = adminRoutePaths.users;
export const ADMIN_QUEUE_PATH = adminRoutePaths.newListings;
export const ADMIN_BLOGS_PATH = adminRoutePaths.blogs;
export const ADMIN_POST_BLOG_PATH = adminRoutePaths.postBlog;

export const adminQueuePath = (kind: ListingKind): string => `${ADMIN_QUEUE_PATH}?listed=${tabOfKind(kind)}`;

export const adminUserListingsPath = (userId: string, kind?: ListingKind): string =>
  `${adminPaths.userListings(userId)}${kind === undefined ? '' : `?listed=${tabOfKind(kind)}`}`;

/** admin_newListings/room/{id}, /accessory/{id}, /roommate/{id}: a pending listing with Approve and Reject. */
export const adminQueueListingPath = (kind: ListingKind, id: string): string => adminPaths.newListing(kind, id);

/** admin_allUsers/listings/{userId}/room/{id}, /accessory/{id}, /roommateListing/{id}. */
export const adminUserListingPath = (userId: string, kind: ListingKind, id: string): string => adminPaths.userListing(kind, userId, id);

export const adminBlogPath = (id: string): string => adminPaths.blog(id);
