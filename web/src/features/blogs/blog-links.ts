import type { BlogSummary } from '@kamra/contracts/read-models';
import { i18n } from '../../i18n';
import { displayDate } from '../../lib/display';

/** How many blogs the home page's blog slider shows. */
const BLOG_SLIDER_SIZE = 5;

/** 'by admin | 2025-03-01' */
export const blogByline = (blog: Pick<BlogSummary, 'publishedAt'>): string => i18n.t('byline', { ns: 'blogs', date: displayDate(blog.publishedAt) });

export const sliderBlogs = <T,>(blogs: readonly T[]): T[] => blogs.slice(0, BLOG_SLIDER_SIZE);
