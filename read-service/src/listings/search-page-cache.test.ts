import { describe, expect, it } from 'vitest';
import { ENTRY_BYTES, SearchPageCache } from './search-page-cache.js';

/** Room for `pages` pages of up to 16 bytes of JSON each. */
const roomFor = (pages: number) => pages * (ENTRY_BYTES + 16);

function setUp(maxAgeMs = 10_000, maxBytes = roomFor(3)) {
  const state = {
    version: '1.1' as string | null,
    now: new Date('2026-11-23T10:00:00.000Z'),
    /** The next moment time alone changes a page of any scope ('room' too, unless roomChange says otherwise). */
    change: new Date('2026-11-23T10:05:00.000Z') as Date | null,
    roomChange: undefined as Date | null | undefined,
    loads: 0,
    asks: 0,
  };
  const cache = new SearchPageCache({
    maxAgeMs, maxBytes, version: () => state.version, now: () => state.now,
    nextChange: async () => {
      state.asks++;
      return { room: state.roomChange === undefined ? state.change : state.roomChange, accessory: state.change };
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

  describe('a page of one scope', () => {
    const scoped = (state: { loads: number }, page: unknown, scope: string, changesAt: Date | null = null) => async () => {
      state.loads++;
      return { page, next: null, scope, changesAt };
    };

    it('is kept past the moments of other scopes, and read again at its own', async () => {
      const { state, cache } = setUp();
      state.change = new Date('2026-11-23T10:00:02.000Z');
      state.roomChange = new Date('2026-11-23T10:00:05.000Z');
      await cache.pages('rooms', scoped(state, { items: [1] }, 'room'));
      await cache.pages('items', scoped(state, { items: ['lamp'] }, 'accessory'));
      state.now = new Date('2026-11-23T10:00:03.000Z');
      expect(await cache.pages('rooms', scoped(state, { items: [] }, 'room'))).toBe('{"items":[1]}');
      expect(await cache.pages('items', scoped(state, { items: [] }, 'accessory'))).toBe('{"items":[]}');
      state.now = new Date('2026-11-23T10:00:05.000Z');
      expect(await cache.pages('rooms', scoped(state, { items: [2] }, 'room'))).toBe('{"items":[2]}');
      expect(state.loads).toBe(4);
    });

    it('is kept whatever the horizon when its scope has nothing ahead', async () => {
      const { state, cache } = setUp();
      state.change = new Date('2026-11-23T10:00:01.000Z');
      await cache.pages('roommates', scoped(state, { items: [1] }, 'roommate'));
      state.now = new Date('2026-11-23T10:00:09.000Z');
      expect(await cache.pages('roommates', scoped(state, { items: [] }, 'roommate'))).toBe('{"items":[1]}');
    });

    it('is read again when a badge on it goes, before the moment of its scope', async () => {
      const { state, cache } = setUp();
      await cache.pages('rooms', scoped(state, { items: [1] }, 'room', new Date('2026-11-23T10:00:04.000Z')));
      state.now = new Date('2026-11-23T10:00:03.999Z');
      expect(await cache.pages('rooms', scoped(state, { items: [] }, 'room'))).toBe('{"items":[1]}');
      state.now = new Date('2026-11-23T10:00:04.000Z');
      expect(await cache.pages('rooms', scoped(state, { items: ['no badge'] }, 'room'))).toBe('{"items":["no badge"]}');
    });
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
      maxAgeMs: 10_000, maxBytes: roomFor(3), version: () => '1.1', now: () => new Date('2026-11-23T10:00:00.000Z'),
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

  it('keeps pages up to maxBytes, dropping the least recently used', async () => {
    const { state, cache, load } = setUp(10_000, roomFor(2));
    await cache.page('a', load('a'));
    await cache.page('b', load('b'));
    await cache.page('a', load('a again'));
    await cache.page('c', load('c'));
    expect(cache.size).toBe(2);
    expect(state.loads).toBe(3);
    expect(await cache.page('a', load('a reloaded'))).toBe('"a"');
    expect(await cache.page('b', load('b reloaded'))).toBe('"b reloaded"');
  });

  it('counts a page by its size, not as one: a big page makes room by dropping several small ones', async () => {
    const room = 4 * ENTRY_BYTES + 100;
    const { cache, load } = setUp(10_000, room);
    for (const key of ['a', 'b', 'c']) await cache.page(key, load(key));
    expect(cache.size).toBe(3);
    await cache.page('big', load('x'.repeat(2 * ENTRY_BYTES)));
    expect(cache.sizeInBytes).toBeLessThanOrEqual(room);
    expect(cache.size).toBe(2);
    expect(await cache.page('c', load('c reloaded'))).toBe('"c"');
    // Counted in UTF-8 bytes: an Urdu letter takes two or three, so 1,000 of them make room by
    // dropping the big page, the least recently used now that 'c' was asked again.
    await cache.page('urdu', load('ک'.repeat(1000)));
    expect(cache.size).toBe(2);
    expect(cache.sizeInBytes).toBe(ENTRY_BYTES + 3 + ENTRY_BYTES + Buffer.byteLength(JSON.stringify('ک'.repeat(1000))));
    expect(await cache.page('big', load('big reloaded'))).toBe('"big reloaded"');
  });

  it('counts nothing for a page it no longer keeps', async () => {
    const { state, cache, load } = setUp();
    await cache.page('a', load('a'));
    state.version = '1.2';
    await cache.page('a', load('a moved'));
    await expect(cache.page('b', () => Promise.reject(new Error('connection lost')))).rejects.toThrow();
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.size).toBe(1);
    expect(cache.sizeInBytes).toBe(ENTRY_BYTES + Buffer.byteLength('"a moved"'));
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

    it('counts as big as the page it was read with until it is made, then as itself', async () => {
      const { state, cache } = setUp(10_000, roomFor(10));
      const first = readingAhead(state, { items: [1, 1, 1] }, 'page 2', { items: [] });
      await cache.pages('page 1', first.load);
      const firstBytes = ENTRY_BYTES + Buffer.byteLength('{"items":[1,1,1]}');
      expect(cache.sizeInBytes).toBe(2 * firstBytes);
      await cache.page('page 2', async () => 'not asked');
      expect(cache.sizeInBytes).toBe(firstBytes + ENTRY_BYTES + Buffer.byteLength('{"items":[]}'));
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
