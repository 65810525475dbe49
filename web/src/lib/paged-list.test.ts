import type { UserSummary } from '@kamra/contracts/read-models';
import { describe, expect, it } from 'vitest';
import { emptyList, pagedListReducer, refetchSize } from './paged-list';

const user = (id: string): UserSummary => ({
  id, name: `User ${id}`, email: `${id}@example.pk`, picture: null, memberSince: '2026-11-01T00:00:00.000Z',
  blocked: false, block: null, verified: false, isAdmin: false,
});

const emptyDirectory = emptyList<UserSummary>();

describe('paged admin lists', () => {
  it('appends "Load more" pages and replaces on a refetch, keeping rows shown meanwhile', () => {
    let state = pagedListReducer(emptyDirectory, { type: 'loaded', page: { items: [user('a'), user('b')], nextCursor: 'c1' }, append: false });
    state = pagedListReducer(state, { type: 'more' });
    expect(state.loadingMore).toBe(true);
    state = pagedListReducer(state, { type: 'loaded', page: { items: [user('c')], nextCursor: null }, append: true });
    expect(state).toEqual({ items: [user('a'), user('b'), user('c')], nextCursor: null, status: 'ready', loadingMore: false });

    state = pagedListReducer(state, { type: 'refetch' });
    expect(state.items).toHaveLength(3);
    expect(state.status).toBe('loading');
    const blocked = { ...user('b'), blocked: true };
    state = pagedListReducer(state, { type: 'loaded', page: { items: [user('a'), blocked, user('c')], nextCursor: null }, append: false });
    expect(state.items[1]?.blocked).toBe(true);
  });

  it('starts empty on a new search and keeps rows when a load fails', () => {
    const loaded = pagedListReducer(emptyDirectory, { type: 'loaded', page: { items: [user('a')], nextCursor: null }, append: false });
    expect(pagedListReducer(loaded, { type: 'search' })).toEqual(emptyDirectory);
    expect(pagedListReducer(loaded, { type: 'failed', error: 'gone' })).toMatchObject({ status: 'failed', items: [user('a')], error: 'gone' });
  });

  it('refetches as many rows as were shown, within the page limits', () => {
    expect(refetchSize(3, 25, 100)).toBe(25);
    expect(refetchSize(60, 25, 100)).toBe(60);
    expect(refetchSize(250, 25, 100)).toBe(100);
  });
});
