import { listingSearchQuerySchema, savedSearchParams, type ListingSearchQuery } from '@kamra/contracts/queries';
import { MAX_FAVOURITES } from '@kamra/contracts/limits';
import type { Favourite, NotificationList, SavedSearchView } from '@kamra/contracts/read-models';
import type { ReadDb } from '@kamra/read-model';
import { presentCard } from '../listings/listing-presenter.js';
import { CARD_COLUMNS, isoOf } from '../listings/listing-row.js';
import { phoneVerifiedIds } from '../listings/phone-badges.js';
import { favouriteState } from './favourite-state.js';

/** How many notifications the list shows: the newest; older ones are still counted as unread. */
export const NOTIFICATION_LIST_SIZE = 50;

/**
 * A person's favourites, newest kept first, each with its listing as it stands now. A listing
 * shows only what its keeper could see: one never approved (kept before that was refused) is
 * left out unless it is their own, and one taken down (deleted, or its owner blocked) keeps its
 * words, so they know what went, but not its pictures, which leave the site with it.
 */
export async function favouritesOf(db: ReadDb, userId: string, now: Date): Promise<Favourite[]> {
  const rows = await db
    .selectFrom('favourites')
    .innerJoin('listings', 'listings.id', 'favourites.listing_id')
    .select(CARD_COLUMNS.map((column) => `listings.${column}` as const))
    .leftJoin('users', 'users.id', 'listings.owner_id')
    .select(['favourites.added_at', 'listings.owner_id', 'users.blocked as owner_blocked'])
    .where('favourites.user_id', '=', userId)
    .where((eb) => eb.or([eb('listings.status', '=', 'approved'), eb('listings.owner_id', '=', userId)]))
    .orderBy('favourites.added_at', 'desc')
    .orderBy('favourites.listing_id')
    .limit(MAX_FAVOURITES)
    .execute();
  const badged = await phoneVerifiedIds(db, rows.map((row) => row.id));
  return rows.map((row) => {
    const state = favouriteState(row, now);
    const card = presentCard(row, now, badged.has(row.id));
    const shown = state === 'removed' && row.owner_id !== userId ? { ...card, pictures: [], cover: null } : card;
    return { listingId: row.id, addedAt: isoOf(row.added_at), state, listing: shown };
  });
}

type SavedSearchRow = { id: string; kind: SavedSearchView['kind']; location: string; filters: SavedSearchView['filters']; alerts: SavedSearchView['alerts']; created_at: Date };

export function presentSavedSearch(row: SavedSearchRow): SavedSearchView {
  return { id: row.id, kind: row.kind, location: row.location, filters: row.filters, alerts: row.alerts, createdAt: isoOf(row.created_at) };
}

export async function savedSearchesOf(db: ReadDb, userId: string): Promise<SavedSearchView[]> {
  const rows = await db
    .selectFrom('saved_searches')
    .select(['id', 'kind', 'location', 'filters', 'alerts', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(presentSavedSearch);
}

/**
 * A saved search as the query GET /api/listings runs for the same parameters: the schema
 * parses its criteria exactly as it parses a search's URL, so both match by one rule.
 */
export function savedSearchQuery(saved: Pick<SavedSearchRow, 'kind' | 'location' | 'filters'>): ListingSearchQuery {
  return listingSearchQuerySchema.parse(savedSearchParams(saved));
}

export async function notificationsOf(db: ReadDb, userId: string): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([
    db.selectFrom('notifications')
      .leftJoin('listings', 'listings.id', 'notifications.listing_id')
      .select(['notifications.id', 'notifications.type', 'notifications.listing_id', 'notifications.text', 'notifications.reason', 'notifications.created_at', 'notifications.read_at', 'listings.kind', 'listings.tagline'])
      .where('notifications.user_id', '=', userId)
      .orderBy('notifications.created_at', 'desc')
      .orderBy('notifications.id', 'desc')
      .limit(NOTIFICATION_LIST_SIZE)
      .execute(),
    db.selectFrom('notifications')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      type: row.type,
      ...(row.listing_id === null ? {} : { listingId: row.listing_id }),
      ...(row.kind === null ? {} : { listingKind: row.kind }),
      ...(row.tagline === null ? {} : { listingTagline: row.tagline }),
      text: row.text,
      ...(row.reason === null ? {} : { reason: row.reason }),
      createdAt: isoOf(row.created_at),
      readAt: row.read_at === null ? null : isoOf(row.read_at),
    })),
    unread: Number(unread.count),
  };
}
