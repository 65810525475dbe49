import { describe, expect, it } from 'vitest';
import { listOf, objectWith, pageOf, pageOfListAnswer } from './json-shape';

describe('answer shapes', () => {
  it('accepts a page and normalises an empty cursor', () => {
    expect(pageOf({ items: [{ id: 'a' }], nextCursor: '' })).toEqual({ items: [{ id: 'a' }], nextCursor: null });
  });
  it('rejects what is not the expected shape', () => {
    expect(() => pageOf('<html>')).toThrow();
    expect(() => listOf({ items: [] })).toThrow();
    expect(() => objectWith('id')({ title: 'x' })).toThrow();
    expect(objectWith<{ id: string }>('id')({ id: 'x' }).id).toBe('x');
  });
});

describe('a page of a list answered as a plain list', () => {
  it('takes the items from the body and the next page from X-Next-Cursor, none when absent or empty', () => {
    const items = [{ id: 'a' }, { id: 'b' }];
    expect(pageOfListAnswer(items, new Headers({ 'x-next-cursor': 'abc' }))).toEqual({ items, nextCursor: 'abc' });
    expect(pageOfListAnswer(items, new Headers())).toEqual({ items, nextCursor: null });
    expect(pageOfListAnswer([], new Headers({ 'x-next-cursor': '' }))).toEqual({ items: [], nextCursor: null });
    expect(() => pageOfListAnswer({ items }, new Headers())).toThrow('Expected a list.');
  });
});
