import type { UserSummary } from '@kamra/contracts/read-models';
import { describe, expect, it } from 'vitest';
import { emptyList, pagedListReducer, pagesCovering, refetchSize } from './paged-list';

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

describe('loading again the pages a reader has loaded', () => {
  /** A list of `total` rows served `size` at a time, counting the pages asked. */
  const served = (total: number, size: number) => {
    const rows = Array.from({ length: total }, (_, n) => `row ${n}`);
    const asked: Array<string | null> = [];
    const load = async (cursor: string | null) => {
      asked.push(cursor);
      const from = cursor === null ? 0 : Number(cursor);
      const to = from + size;
      return { items: rows.slice(from, to), nextCursor: to < total ? String(to) : null };
    };
    return { rows, asked, load };
  };

  it('asks from the first page until it covers what was shown, and names the page after', async () => {
    const list = served(70, 20);
    expect(await pagesCovering(list.load, 45)).toEqual({ items: list.rows.slice(0, 60), nextCursor: '60' });
    expect(list.asked).toEqual([null, '20', '40']);
  });

  it('stops at the end, with fewer rows than were shown once one went (a deleted listing)', async () => {
    const list = served(39, 20);
    expect(await pagesCovering(list.load, 40)).toEqual({ items: list.rows, nextCursor: null });
    expect(list.asked).toEqual([null, '20']);
  });

  it('asks one page when nothing was shown, and gives up on a server that names pages forever', async () => {
    const list = served(100, 20);
    expect((await pagesCovering(list.load, 0)).items).toHaveLength(20);
    let asked = 0;
    const endless = async () => ({ items: [], nextCursor: String(++asked) });
    expect(await pagesCovering(endless, 10, 5)).toEqual({ items: [], nextCursor: '5' });
    expect(asked).toBe(5);
  });
});
