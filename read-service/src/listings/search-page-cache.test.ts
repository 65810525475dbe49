import { describe, expect, it } from 'vitest';
import { SearchPageCache } from './search-page-cache.js';

function setUp(maxAgeMs = 10_000, maxEntries = 3) {
  const state = {
    version: '1.1' as string | null,
    now: new Date('2026-11-23T10:00:00.000Z'),
    /** The next moment time alone changes an answer. */
    change: new Date('2026-11-23T10:05:00.000Z') as Date | null,
    loads: 0,
    asks: 0,
  };
  const cache = new SearchPageCache({
    maxAgeMs, maxEntries, version: () => state.version, now: () => state.now,
    nextChange: async () => {
      state.asks++;
      return state.change;
    },
  });
  const load = (value: unknown) => async () => {
    state.loads++;
    return value;
  };
  return { state, cache, load };
}

describe('SearchPageCache', () => {
  it('answers a page again from memory while the checkpoint stays and no change is due', async () => {
    const { state, cache, load } = setUp();
    expect(await cache.page('lahore', load({ items: [1] }))).toBe('{"items":[1]}');
    state.now = new Date('2026-11-23T10:00:09.900Z');
    expect(await cache.page('lahore', load({ items: [2] }))).toBe('{"items":[1]}');
    expect(state.loads).toBe(1);
  });

  it('reads again once the projector has moved, and asks for the next change again', async () => {
    const { state, cache, load } = setUp();
    await cache.page('lahore', load({ items: [1] }));
    state.version = '1.2';
    expect(await cache.page('lahore', load({ items: [1, 2] }))).toBe('{"items":[1,2]}');
    expect(state.asks).toBe(2);
  });

  it('asks for the next change once per checkpoint, not once per page', async () => {
    const { state, cache, load } = setUp();
    await cache.page('a', load('a'));
    await cache.page('b', load('b'));
    await cache.page('c', load('c'));
    expect(state.asks).toBe(1);
  });

  it('reads again when a listing expires, a boost ends or a badge goes, however young the page', async () => {
    const { state, cache, load } = setUp();
    state.change = new Date('2026-11-23T10:00:02.000Z');
    await cache.page('lahore', load({ items: [1] }));
    state.now = new Date('2026-11-23T10:00:01.999Z');
    expect(await cache.page('lahore', load({ items: [] }))).toBe('{"items":[1]}');
    state.now = new Date('2026-11-23T10:00:02.000Z');
    state.change = null;
    expect(await cache.page('lahore', load({ items: [] }))).toBe('{"items":[]}');
  });

  it('keeps a page no longer than maxAgeMs, so a missed wake-up from the projector costs at most that', async () => {
    const { state, cache, load } = setUp(10_000);
    state.change = null;
    await cache.page('lahore', load({ items: [1] }));
    state.now = new Date('2026-11-23T10:00:10.000Z');
    expect(await cache.page('lahore', load({ items: [2] }))).toBe('{"items":[2]}');
    // A test clock moved by days is past any page too.
    state.now = new Date('2026-12-30T10:00:01.000Z');
    expect(await cache.page('lahore', load({ items: ['expired'] }))).toBe('{"items":["expired"]}');
  });

  it('keeps nothing before it knows the checkpoint', async () => {
    const { state, cache, load } = setUp();
    state.version = null;
    await cache.page('all', load(1));
    expect(await cache.page('all', load(2))).toBe('2');
    expect(cache.size).toBe(0);
  });

  it('keeps nothing when the next change cannot be asked', async () => {
    const state = { loads: 0 };
    const cache = new SearchPageCache({
      maxAgeMs: 10_000, maxEntries: 3, version: () => '1.1', now: () => new Date('2026-11-23T10:00:00.000Z'),
      nextChange: () => Promise.reject(new Error('connection lost')),
    });
    const load = async () => ++state.loads;
    expect(await cache.page('all', load)).toBe('1');
    expect(await cache.page('all', load)).toBe('2');
  });

  it('shares one query among concurrent asks for the same page', async () => {
    const { state, cache } = setUp();
    let release: (value: unknown) => void = () => undefined;
    const slow = () => new Promise((resolve) => {
      state.loads++;
      release = resolve;
    });
    const asks = [cache.page('all', slow), cache.page('all', slow), cache.page('all', slow)];
    release({ items: ['x'] });
    expect(await Promise.all(asks)).toEqual(['{"items":["x"]}', '{"items":["x"]}', '{"items":["x"]}']);
    expect(state.loads).toBe(1);
  });

  it('keeps no failed query', async () => {
    const { cache, load } = setUp();
    await expect(cache.page('all', () => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
    expect(await cache.page('all', load({ items: [] }))).toBe('{"items":[]}');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.page('all', load({ items: ['kept'] }))).toBe('{"items":[]}');
    expect(cache.size).toBe(1);
  });

  it('keeps at most maxEntries pages, dropping the least recently used', async () => {
    const { state, cache, load } = setUp(10_000, 2);
    await cache.page('a', load('a'));
    await cache.page('b', load('b'));
    await cache.page('a', load('a again'));
    await cache.page('c', load('c'));
    expect(cache.size).toBe(2);
    expect(state.loads).toBe(3);
    expect(await cache.page('a', load('a reloaded'))).toBe('"a"');
    expect(await cache.page('b', load('b reloaded'))).toBe('"b reloaded"');
  });

  it('is off at a maximum age of 0', async () => {
    const { state, cache, load } = setUp(0);
    await cache.page('all', load(1));
    await cache.page('all', load(2));
    expect(state.loads).toBe(2);
    expect(cache.size).toBe(0);
  });
  describe('a page read ahead', () => {
    /** A load that read its page and the one after it (kept under `nextKey`), counting the pages it made. */
    function readingAhead(state: { loads: number }, page: unknown, nextKey: string, next: unknown) {
      const made = { next: 0, readAhead: [] as boolean[] };
      const load = async (readAhead: boolean) => {
        state.loads++;
        made.readAhead.push(readAhead);
        return { page, next: { key: nextKey, page: () => (made.next++, next) } };
      };
      return { load, made };
    }

    it('is answered for its own key without a query, and made only when asked for', async () => {
      const { state, cache, load } = setUp();
      const first = readingAhead(state, { items: [1], nextCursor: 'c2' }, 'page 2', { items: [2] });
      expect(await cache.pages('page 1', first.load)).toBe('{"items":[1],"nextCursor":"c2"}');
      expect(first.made).toEqual({ next: 0, readAhead: [true] });
      expect(await cache.page('page 2', load('queried'))).toBe('{"items":[2]}');
      expect(await cache.page('page 2', load('queried'))).toBe('{"items":[2]}');
      expect(first.made.next).toBe(1);
      expect(state.loads).toBe(1);
    });

    it('goes with the page it was read with: at a new checkpoint or the next change, it is read again', async () => {
      const { state, cache, load } = setUp();
      state.change = new Date('2026-11-23T10:00:02.000Z');
      await cache.pages('page 1', readingAhead(state, { items: [1] }, 'page 2', { items: [2] }).load);
      state.now = new Date('2026-11-23T10:00:02.000Z');
      expect(await cache.page('page 2', load({ items: ['now'] }))).toBe('{"items":["now"]}');
      await cache.pages('page 1', readingAhead(state, { items: [1] }, 'page 3', { items: [3] }).load);
      state.version = '1.2';
      expect(await cache.page('page 3', load({ items: ['moved'] }))).toBe('{"items":["moved"]}');
    });

    it('does not replace a page already kept under its key at this checkpoint', async () => {
      const { state, cache, load } = setUp();
      await cache.page('page 2', load({ items: ['asked first'] }));
      await cache.pages('page 1', readingAhead(state, { items: [1] }, 'page 2', { items: [2] }).load);
      expect(await cache.page('page 2', load({ items: ['queried'] }))).toBe('{"items":["asked first"]}');
    });

    it('is not read while the cache is off', async () => {
      const { state, cache } = setUp(0);
      const first = readingAhead(state, { items: [1] }, 'page 2', { items: [2] });
      await cache.pages('page 1', first.load);
      expect(first.made.readAhead).toEqual([false]);
      expect(cache.size).toBe(0);
    });
  });
});
