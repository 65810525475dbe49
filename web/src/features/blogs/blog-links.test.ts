import { beforeAll, describe, expect, it } from 'vitest';
import { loadEveryNamespace } from '../../i18n/testing';
import { blogByline, sliderBlogs } from './blog-links';

beforeAll(loadEveryNamespace);

describe('blog links', () => {
  it('show the byline with the date only', () => {
    expect(blogByline({ publishedAt: '2026-03-01T09:30:00.000Z' })).toBe('by admin | 1 Mar 2026');
  });
  it('slide the first five blogs', () => {
    expect(sliderBlogs([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 2, 3, 4, 5]);
  });
});
