import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '@kamra/platform';
import { messages } from '@kamra/contracts/messages';
import type { FollowEvent, NotificationEvent } from '@kamra/contracts/events';
import { deciderSpec } from '../testing/decider-spec.js';
import { followDecider } from './follow-decider.js';
import { savedSearchIdentity } from './saved-search-id.js';
import { notificationDecider } from './notification-decider.js';

const spec = deciderSpec(followDecider);
const userId = 'u1';
const favourited: FollowEvent = { type: 'FavouriteAdded', data: { userId, listingId: 'l1' } };
const saved = (searchId: string): FollowEvent => ({
  type: 'SearchSaved', data: { userId, searchId, kind: 'room', location: 'G-11, Islamabad', filters: { rent: 25000 }, alerts: 'daily' },
});
const save = (searchId: string) => ({
  type: 'SaveSearch' as const, userId, searchId, kind: 'room' as const, location: 'G-11, Islamabad', filters: { rent: 25000 }, alerts: 'daily' as const,
});

describe('favourites', () => {
  it('keeps a listing once: a second PUT changes nothing', () => {
    spec.given([]).when({ type: 'AddFavourite', userId, listingId: 'l1' }).then([favourited]);
    spec.given([favourited]).when({ type: 'AddFavourite', userId, listingId: 'l1' }).thenNothingHappened();
  });

  it('lets go of a kept listing, and of one never kept without a word', () => {
    spec.given([favourited]).when({ type: 'RemoveFavourite', userId, listingId: 'l1' }).then([{ type: 'FavouriteRemoved', data: { userId, listingId: 'l1' } }]);
    spec.given([]).when({ type: 'RemoveFavourite', userId, listingId: 'l1' }).thenNothingHappened();
  });

  it('keeps at most 200, takes one again after one is let go, and a repeat at the limit is still nothing', () => {
    const kept = (n: number): FollowEvent => ({ type: 'FavouriteAdded', data: { userId, listingId: `l${n}` } });
    const full = Array.from({ length: 200 }, (_, n) => kept(n));
    spec.given(full).when({ type: 'AddFavourite', userId, listingId: 'l200' }).thenThrows(ConflictError, messages.favouriteLimit);
    spec.given(full).when({ type: 'AddFavourite', userId, listingId: 'l7' }).thenNothingHappened();
    spec.given([...full, { type: 'FavouriteRemoved', data: { userId, listingId: 'l7' } }]).when({ type: 'AddFavourite', userId, listingId: 'l200' }).then([kept(200)]);
  });
});

describe('saved searches', () => {
  it('saves a search with its filters and alerts', () => {
    spec.given([]).when(save('s1')).then([saved('s1')]);
  });

  it('keeps the same search once (the route names it by the id it is kept under): again it is nothing, with other alerts it changes them', () => {
    spec.given([saved('s1')]).when(save('s1')).thenNothingHappened();
    spec.given([saved('s1')]).when({ ...save('s1'), alerts: 'instant' })
      .then([{ type: 'SavedSearchAlertsChanged', data: { userId, searchId: 's1', alerts: 'instant' } }]);
    // At the limit too: a search already kept takes no new place.
    const twenty = Array.from({ length: 20 }, (_, i) => saved(`s${i}`));
    spec.given(twenty).when(save('s7')).thenNothingHappened();
  });

  it('knows each kept search by what it searches, until it is deleted', () => {
    const deleted: FollowEvent = { type: 'SavedSearchDeleted', data: { userId, searchId: 's1' } };
    const stateAfter = (events: FollowEvent[]) => events.reduce(followDecider.evolve, followDecider.initialState());
    const identity = savedSearchIdentity({ kind: 'room', location: 'g11 islamabad', filters: { rent: 25000 } });
    expect(stateAfter([saved('s1')]).identities.get(identity)).toBe('s1');
    expect(stateAfter([saved('s1'), deleted]).identities.get(identity)).toBeUndefined();
  });

  it('refuses the 21st search, and takes one again after a deletion', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => saved(`s${i}`));
    spec.given(twenty).when(save('s20')).thenThrows(ConflictError, messages.savedSearchLimit);
    spec.given([...twenty, { type: 'SavedSearchDeleted', data: { userId, searchId: 's3' } }]).when(save('s20')).then([saved('s20')]);
  });

  it('changes alerts of its own searches only, and says when nothing changes', () => {
    spec.given([saved('s1')]).when({ type: 'ChangeSearchAlerts', userId, searchId: 's1', alerts: 'off' })
      .then([{ type: 'SavedSearchAlertsChanged', data: { userId, searchId: 's1', alerts: 'off' } }]);
    spec.given([saved('s1')]).when({ type: 'ChangeSearchAlerts', userId, searchId: 's1', alerts: 'daily' }).thenNothingHappened();
    spec.given([]).when({ type: 'ChangeSearchAlerts', userId, searchId: 's1', alerts: 'off' }).thenThrows(NotFoundError, messages.savedSearchNotFound);
  });

  it('deletes a search once; a deleted one is not found', () => {
    const deleted: FollowEvent = { type: 'SavedSearchDeleted', data: { userId, searchId: 's1' } };
    spec.given([saved('s1')]).when({ type: 'DeleteSearch', userId, searchId: 's1' }).then([deleted]);
    spec.given([saved('s1'), deleted]).when({ type: 'DeleteSearch', userId, searchId: 's1' }).thenThrows(NotFoundError, messages.savedSearchNotFound);
  });
});

describe('notifications', () => {
  const notifications = deciderSpec(notificationDecider);
  const notify = (notificationId: string) => ({
    type: 'Notify' as const, userId, notificationId, kind: 'search_match' as const, listingId: 'l1', searchId: 's1', key: 'search:s1:l1', text: 'A new room',
  });
  const added = (notificationId: string): NotificationEvent => ({
    type: 'NotificationAdded',
    data: { userId, notificationId, type: 'search_match', listingId: 'l1', searchId: 's1', key: 'search:s1:l1', text: 'A new room' },
  });

  it('tells one cause once, whatever id a repeat brings', () => {
    notifications.given([]).when(notify('n1')).then([added('n1')]);
    notifications.given([added('n1')]).when(notify('n2')).thenNothingHappened();
  });

  it('marks unread ones read, and records nothing for read or unknown ids', () => {
    const read: NotificationEvent = { type: 'NotificationsRead', data: { userId, notificationIds: ['n1'] } };
    notifications.given([added('n1')]).when({ type: 'MarkRead', userId, notificationIds: 'all' }).then([read]);
    notifications.given([added('n1')]).when({ type: 'MarkRead', userId, notificationIds: ['n1', 'other', 'n1'] }).then([read]);
    notifications.given([added('n1'), read]).when({ type: 'MarkRead', userId, notificationIds: ['n1'] }).thenNothingHappened();
  });
});
