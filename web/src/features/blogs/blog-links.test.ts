import { describe, expect, it } from 'vitest';
import { blogByline, blogPath, sliderBlogs } from './blog-links';

describe('blog links', () => {
  it('show the byline with the date only', () => {
    expect(blogByline({ publishedAt: '2026-03-01T09:30:00.000Z' })).toBe('by admin | 2026-03-01');
  });
  it('slide the first five blogs', () => {
    expect(sliderBlogs([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 2, 3, 4, 5]);
  });
  it('link to the detail page', () => {
    expect(blogPath('b 1')).toBe('/blog/b%201');
  });
});
