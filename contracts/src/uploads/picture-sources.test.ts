import { describe, expect, it } from 'vitest';
import { pictureSrcSet } from './picture-sources';

describe('a picture\'s srcset', () => {
  it('offers the thumbnail and the full picture at their true widths', () => {
    expect(pictureSrcSet({ url: '/uploads/a.webp', thumbUrl: '/uploads/a-400.webp', width: 1600, height: 1200 }))
      .toBe('/uploads/a-400.webp 400w, /uploads/a.webp 1600w');
  });

  it('gives a portrait\'s thumbnail its narrower width', () => {
    expect(pictureSrcSet({ url: '/uploads/p.webp', thumbUrl: '/uploads/p-400.webp', width: 900, height: 1600 }))
      .toBe('/uploads/p-400.webp 225w, /uploads/p.webp 900w');
  });

  it('offers nothing for a picture no larger than its thumbnail', () => {
    expect(pictureSrcSet({ url: '/uploads/s.webp', thumbUrl: '/uploads/s-400.webp', width: 400, height: 300 })).toBeUndefined();
  });
});
