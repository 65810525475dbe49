/** What a person follows, as GET /api/me/favourites, /api/me/saved-searches and /api/me/notifications answer. */
import type { ListingCard } from './listing-views';

/**
 * A kept listing's state now: still `available`, or why it is not. Nothing is dropped silently:
 * a rented, sold, expired or removed listing stays in the list, shown as such.
 */
export type FavouriteState = 'available' | 'rented' | 'sold' | 'expired' | 'removed' | 'pending';

export interface Favourite {
  listingId: string;
  addedAt: string;
  state: FavouriteState;
  listing: ListingCard;
}

export interface FavouritesList {
  items: Favourite[];
}

export interface SavedSearchView {
  id: string;
  kind: 'room' | 'roommate' | 'accessory';
  location: string;
  filters: Record<string, string | number | boolean>;
  alerts: 'instant' | 'daily' | 'off';
  createdAt: string;
}

export interface SavedSearchList {
  items: SavedSearchView[];
}

export interface NotificationView {
  id: string;
  type: string;
  listingId?: string;
  /** Which detail page opens it. */
  listingKind?: 'room' | 'roommate' | 'accessory';
  /** The listing's tagline as its lister wrote it, so a reader of another language than the text's is told which one. */
  listingTagline?: string;
  text: string;
  /** Why an admin refused the listing or its changes, as they wrote it. */
  reason?: string;
  createdAt: string;
  readAt: string | null;
}

export interface NotificationList {
  items: NotificationView[];
  unread: number;
}
