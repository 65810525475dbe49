import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadDb } from '@kamra/read-model';
import { projectionSpec, type ProjectionSpec } from '../testing/projection-spec.js';
import { followsHistory, notificationsHistory, type Turn } from '../testing/decided-events.js';
import type { FollowCommand, NotificationCommand } from '@kamra/write-service/testing/deciders';

const userId = 'user-sana';
const by = <C>(command: C, at: string): Turn<C> => ({ command, actor: { id: userId, role: 'user' }, at });
const follow = (command: FollowCommand, at = '2026-03-01T09:00:00.000Z') => by(command, at);
const notice = (command: NotificationCommand, at = '2026-03-01T10:00:00.000Z') => by(command, at);
const search = (searchId: string) => follow({
  type: 'SaveSearch', userId, searchId, kind: 'room', location: 'G-11, Islamabad', filters: { rent: 25000, internet: true }, alerts: 'instant',
});
const told = (notificationId: string, listingId: string) => notice({
  type: 'Notify', userId, notificationId, kind: 'search_match', listingId, searchId: 's1', key: `search:s1:${listingId}`, text: 'A new room in G-11',
});

let spec: ProjectionSpec;
beforeAll(async () => {
  spec = await projectionSpec();
});
afterAll(async () => {
  await spec.close();
});

const favourites = (db: ReadDb) => db.selectFrom('favourites').select(['user_id', 'listing_id', 'added_at']).orderBy('listing_id').execute();

describe('following projection: given follows and notifications, then rows', () => {
  it('a favourite is a row until it is let go, once even when delivered twice', async () => {
    const kept = followsHistory(userId, follow({ type: 'AddFavourite', userId, listingId: 'l1' }), follow({ type: 'AddFavourite', userId, listingId: 'l2' }));
    const [first] = kept;
    if (!first) throw new Error('no event');
    const db = await spec.given(...kept, first);
    expect(await favourites(db)).toEqual([
      { user_id: userId, listing_id: 'l1', added_at: new Date('2026-03-01T09:00:00.000Z') },
      { user_id: userId, listing_id: 'l2', added_at: new Date('2026-03-01T09:00:00.000Z') },
    ]);
    const dropped = await spec.given(...followsHistory(userId,
      follow({ type: 'AddFavourite', userId, listingId: 'l1' }),
      follow({ type: 'RemoveFavourite', userId, listingId: 'l1' }),
    ));
    expect(await favourites(dropped)).toEqual([]);
  });

  it('a saved search keeps its criteria and alerts; changed alerts show; a deleted one is gone', async () => {
    const db = await spec.given(...followsHistory(userId,
      search('s1'), search('s2'),
      follow({ type: 'ChangeSearchAlerts', userId, searchId: 's1', alerts: 'off' }),
      follow({ type: 'DeleteSearch', userId, searchId: 's2' }),
    ));
    expect(await db.selectFrom('saved_searches').select(['id', 'user_id', 'kind', 'location', 'filters', 'alerts']).execute()).toEqual([
      { id: 's1', user_id: userId, kind: 'room', location: 'G-11, Islamabad', filters: { rent: 25000, internet: true }, alerts: 'off' },
    ]);
  });

  it('notifications arrive unread and are read at the moment they were marked', async () => {
    const db = await spec.given(...notificationsHistory(userId,
      told('n1', 'l1'), told('n2', 'l2'),
      notice({ type: 'MarkRead', userId, notificationIds: ['n1'] }, '2026-03-01T11:00:00.000Z'),
    ));
    const rows = await db.selectFrom('notifications').select(['id', 'listing_id', 'read_at']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'n1', listing_id: 'l1', read_at: new Date('2026-03-01T11:00:00.000Z') },
      { id: 'n2', listing_id: 'l2', read_at: null },
    ]);
  });

  it('a refusal told to a listing\'s owner keeps the admin\'s reason beside its text; other notifications have none', async () => {
    const db = await spec.given(...notificationsHistory(userId,
      told('n1', 'l1'),
      notice({
        type: 'Notify', userId, notificationId: 'n2', kind: 'listing_rejected', listingId: 'l2', searchId: null, key: 'decision:e1',
        text: 'Your listing “Sunny room” was not approved. Reason: Blurry pictures', reason: 'Blurry pictures',
      }),
    ));
    const rows = await db.selectFrom('notifications').select(['id', 'type', 'search_id', 'reason']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'n1', type: 'search_match', search_id: 's1', reason: null },
      { id: 'n2', type: 'listing_rejected', search_id: null, reason: 'Blurry pictures' },
    ]);
  });
});
