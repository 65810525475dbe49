import { messages } from '@kamra/contracts/messages';
import { MAX_SAVED_SEARCHES, type SavedSearchAlerts, type SearchFilters } from '@kamra/contracts/queries';
import type { FollowEvent } from '@kamra/contracts/events';
import type { ListingKind } from '@kamra/contracts/options';
import { MAX_FAVOURITES } from '@kamra/contracts/limits';
import { ConflictError, NotFoundError } from '@kamra/platform';
import type { Decider } from '../commands/decider.js';
import { savedSearchIdentity } from './saved-search-id.js';

/** What one person keeps: the listings they favourited, their saved searches' alerts, and each search's id by its identity. */
export interface FollowState {
  favourites: ReadonlySet<string>;
  searches: ReadonlyMap<string, SavedSearchAlerts>;
  /** savedSearchIdentity -> id, so saving a search already kept, however its id was made, finds it. */
  identities: ReadonlyMap<string, string>;
}

export type FollowCommand =
  | { type: 'AddFavourite'; userId: string; listingId: string }
  | { type: 'RemoveFavourite'; userId: string; listingId: string }
  | {
    type: 'SaveSearch'; userId: string; searchId: string;
    kind: ListingKind; location: string; filters: SearchFilters; alerts: SavedSearchAlerts;
  }
  | { type: 'ChangeSearchAlerts'; userId: string; searchId: string; alerts: SavedSearchAlerts }
  | { type: 'DeleteSearch'; userId: string; searchId: string };

/**
 * The `follows-{userId}` stream. Favouriting is stated, never toggled, so a repeated PUT or
 * DELETE changes nothing; the limits on favourites and saved searches are decided here, against everything the
 * person keeps, so two tabs saving at once cannot pass it.
 */
export const followDecider: Decider<FollowState, FollowCommand, FollowEvent> = {
  initialState: () => ({ favourites: new Set(), searches: new Map(), identities: new Map() }),

  evolve(state, event) {
    switch (event.type) {
      case 'FavouriteAdded':
        return { ...state, favourites: new Set(state.favourites).add(event.data.listingId) };
      case 'FavouriteRemoved': {
        const favourites = new Set(state.favourites);
        favourites.delete(event.data.listingId);
        return { ...state, favourites };
      }
      case 'SearchSaved':
        return {
          ...state,
          searches: new Map(state.searches).set(event.data.searchId, event.data.alerts),
          identities: new Map(state.identities).set(savedSearchIdentity(event.data), event.data.searchId),
        };
      case 'SavedSearchAlertsChanged':
        return { ...state, searches: new Map(state.searches).set(event.data.searchId, event.data.alerts) };
      case 'SavedSearchDeleted': {
        const searches = new Map(state.searches);
        searches.delete(event.data.searchId);
        const identities = new Map([...state.identities].filter(([, searchId]) => searchId !== event.data.searchId));
        return { ...state, searches, identities };
      }
    }
  },

  decide(command, state) {
    const { userId } = command;
    switch (command.type) {
      case 'AddFavourite':
        if (state.favourites.has(command.listingId)) return [];
        if (state.favourites.size >= MAX_FAVOURITES) throw new ConflictError(messages.favouriteLimit);
        return [{ type: 'FavouriteAdded', data: { userId, listingId: command.listingId } }];
      case 'RemoveFavourite':
        return state.favourites.has(command.listingId) ? [{ type: 'FavouriteRemoved', data: { userId, listingId: command.listingId } }] : [];
      case 'SaveSearch': {
        const { searchId, kind, location, filters, alerts } = command;
        // The same search again (the route names it by the id it is kept under): kept once, with the alerts asked last.
        const kept = state.searches.get(searchId);
        if (kept !== undefined) return kept === alerts ? [] : [{ type: 'SavedSearchAlertsChanged', data: { userId, searchId, alerts } }];
        if (state.searches.size >= MAX_SAVED_SEARCHES) throw new ConflictError(messages.savedSearchLimit);
        return [{ type: 'SearchSaved', data: { userId, searchId, kind, location, filters, alerts } }];
      }
      case 'ChangeSearchAlerts': {
        const alerts = state.searches.get(command.searchId);
        if (alerts === undefined) throw new NotFoundError(messages.savedSearchNotFound);
        return alerts === command.alerts ? [] : [{ type: 'SavedSearchAlertsChanged', data: { userId, searchId: command.searchId, alerts: command.alerts } }];
      }
      case 'DeleteSearch':
        if (!state.searches.has(command.searchId)) throw new NotFoundError(messages.savedSearchNotFound);
        return [{ type: 'SavedSearchDeleted', data: { userId, searchId: command.searchId } }];
    }
  },
};
