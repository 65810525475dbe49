import type { ListingKind } from '@kamra/contracts';

// Paths inside /my_admin_dashboard (the dashboard's routes are nested, so links are relative).

export interface AdminListingTab {
  /** The query value, as My Listings spells it. */
  listed: 'rooms' | 'accessories' | 'roommates';
  kind: ListingKind;
  label: string;
}

const ROOMS_TAB: AdminListingTab = { listed: 'rooms', kind: 'room', label: 'Rooms' };

/** Tabs of a user's listings and of the review queue, in the spec's order. */
export const adminListingTabs: readonly AdminListingTab[] = [
  ROOMS_TAB,
  { listed: 'accessories', kind: 'accessory', label: 'Accessories' },
  { listed: 'roommates', kind: 'roommate', label: 'RoomMate' },
];

/** The tab a `?listed=` query names; Rooms when it names none. */
export function adminTabOf(search: string): AdminListingTab {
  const listed = new URLSearchParams(search).get('listed');
  return adminListingTabs.find((tab) => tab.listed === listed) ?? ROOMS_TAB;
}

const tabOfKind = (kind: ListingKind): AdminListingTab['listed'] =>
  adminListingTabs.find((tab) => tab.kind === kind)?.listed ?? 'rooms';

export const ADMIN_USERS_PATH = '/admin_allUsers';
export const ADMIN_QUEUE_PATH = '/admin_newListings';
export const ADMIN_BLOGS_PATH = '/admin_allBlog';
export const ADMIN_POST_BLOG_PATH = '/admin_allBlog/admin_postBlog';

export const adminQueuePath = (kind: ListingKind): string => `${ADMIN_QUEUE_PATH}?listed=${tabOfKind(kind)}`;

export const adminUserListingsPath = (userId: string, kind?: ListingKind): string =>
  `${ADMIN_USERS_PATH}/listings/${encodeURIComponent(userId)}${kind === undefined ? '' : `?listed=${tabOfKind(kind)}`}`;

const queueSegment: Record<ListingKind, string> = { room: 'room', accessory: 'accessory', roommate: 'roommate' };
const userSegment: Record<ListingKind, string> = { room: 'room', accessory: 'accessory', roommate: 'roommateListing' };

/** admin_newListings/room/{id}, /accessory/{id}, /roommate/{id}: a pending listing with Approve and Reject. */
export const adminQueueListingPath = (kind: ListingKind, id: string): string =>
  `${ADMIN_QUEUE_PATH}/${queueSegment[kind]}/${encodeURIComponent(id)}`;

/** admin_allUsers/listings/{userId}/room/{id}, /accessory/{id}, /roommateListing/{id}. */
export const adminUserListingPath = (userId: string, kind: ListingKind, id: string): string =>
  `${adminUserListingsPath(userId)}/${userSegment[kind]}/${encodeURIComponent(id)}`;

export const adminBlogPath = (id: string): string => `${ADMIN_BLOGS_PATH}/blog/${encodeURIComponent(id)}`;
