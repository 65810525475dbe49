import { describe, expect, it } from 'vitest';
import { listOf, objectWith, pageOf } from './json-shape';

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
