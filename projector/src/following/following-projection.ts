import type { Projection } from '../projection.js';
import type { RowChange } from '../row-changes.js';

/** Favourites, saved searches and notifications, each a row per thing a person keeps or was told. */
export const followingProjection: Projection = {
  name: 'following',
  project({ event, metadata }): RowChange[] {
    switch (event.type) {
      case 'FavouriteAdded': {
        const { userId, listingId } = event.data;
        return [{
          op: 'insert', table: 'favourites', key: ['user_id', 'listing_id'],
          row: { user_id: userId, listing_id: listingId, added_at: metadata.occurredAt },
        }];
      }
      case 'FavouriteRemoved':
        return [{ op: 'delete', table: 'favourites', where: { user_id: event.data.userId, listing_id: event.data.listingId } }];
      case 'SearchSaved': {
        const { searchId, userId, kind, location, filters, alerts } = event.data;
        return [{
          op: 'insert', table: 'saved_searches', key: ['id'],
          row: { id: searchId, user_id: userId, kind, location, filters, alerts, created_at: metadata.occurredAt },
        }];
      }
      case 'SavedSearchAlertsChanged':
        return [{ op: 'update', table: 'saved_searches', where: { id: event.data.searchId }, set: { alerts: event.data.alerts } }];
      case 'SavedSearchDeleted':
        return [{ op: 'delete', table: 'saved_searches', where: { id: event.data.searchId } }];
      case 'NotificationAdded': {
        const { notificationId, userId, type, listingId, searchId, text, reason } = event.data;
        return [{
          op: 'insert', table: 'notifications', key: ['id'],
          row: {
            id: notificationId, user_id: userId, type, listing_id: listingId, search_id: searchId, text, reason: reason ?? null,
            created_at: metadata.occurredAt, read_at: null,
          },
        }];
      }
      case 'NotificationsRead':
        return event.data.notificationIds.map((id): RowChange => ({
          op: 'update', table: 'notifications', where: { id, user_id: event.data.userId }, set: { read_at: metadata.occurredAt },
        }));
      default:
        return [];
    }
  },
};
