import { describe, expect, it } from 'vitest';
import { SearchPageCache } from './search-page-cache.js';

function setUp(windowMs = 1000, maxEntries = 3) {
  const state = { version: '1.1' as string | null, now: new Date('2026-11-23T10:00:00.000Z'), loads: 0 };
  const cache = new SearchPageCache({ windowMs, maxEntries, version: () => state.version, now: () => state.now });
  const load = (value: unknown) => async () => {
    state.loads++;
    return value;
  };
  return { state, cache, load };
}

describe('SearchPageCache', () => {
  it('answers a page again from memory while the checkpoint and the time window stay', async () => {
    const { state, cache, load } = setUp();
    expect(await cache.page('lahore', load({ items: [1] }))).toBe('{"items":[1]}');
    state.now = new Date('2026-11-23T10:00:00.900Z');
    expect(await cache.page('lahore', load({ items: [2] }))).toBe('{"items":[1]}');
    expect(state.loads).toBe(1);
  });

  it('reads again once the projector has moved', async () => {
    const { state, cache, load } = setUp();
    await cache.page('lahore', load({ items: [1] }));
    state.version = '1.2';
    expect(await cache.page('lahore', load({ items: [1, 2] }))).toBe('{"items":[1,2]}');
  });

  it('reads again in the next time window, so NEW and Boosted are never older than one window', async () => {
    const { state, cache, load } = setUp();
    await cache.page('lahore', load({ items: [1] }));
    state.now = new Date('2026-11-23T10:00:01.000Z');
    expect(await cache.page('lahore', load({ items: [] }))).toBe('{"items":[]}');
    // A test clock moved by days is a new window too.
    state.now = new Date('2026-12-30T10:00:01.000Z');
    expect(await cache.page('lahore', load({ items: ['expired'] }))).toBe('{"items":["expired"]}');
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
    expect(cache.size).toBe(0);
    expect(await cache.page('all', load({ items: [] }))).toBe('{"items":[]}');
  });

  it('keeps at most maxEntries pages, dropping the least recently used', async () => {
    const { state, cache, load } = setUp(1000, 2);
    await cache.page('a', load('a'));
    await cache.page('b', load('b'));
    await cache.page('a', load('a again'));
    await cache.page('c', load('c'));
    expect(cache.size).toBe(2);
    expect(state.loads).toBe(3);
    expect(await cache.page('a', load('a reloaded'))).toBe('"a"');
    expect(await cache.page('b', load('b reloaded'))).toBe('"b reloaded"');
  });

  it('is off at a window of 0', async () => {
    const { state, cache, load } = setUp(0);
    await cache.page('all', load(1));
    await cache.page('all', load(2));
    expect(state.loads).toBe(2);
    expect(cache.size).toBe(0);
  });
});
