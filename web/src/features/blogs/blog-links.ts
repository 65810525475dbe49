import { BLOG_SLIDER_SIZE, type BlogSummary } from '@kamra/contracts';
import { displayDate } from '../../lib/display';

export const blogPath = (id: string): string => `/blog/${encodeURIComponent(id)}`;

/** 'by admin | 2025-03-01' */
export const blogByline = (blog: Pick<BlogSummary, 'publishedAt'>): string => `by admin | ${displayDate(blog.publishedAt)}`;

export const sliderBlogs = <T,>(blogs: readonly T[]): T[] => blogs.slice(0, BLOG_SLIDER_SIZE);
