import type { BlogSummary, Page } from '@kamra/contracts/read-models';
import { apiFetch } from '../api-fetch';
import { pageOfListAnswer } from '../json-shape';

/**
 * GET /api/blogs?cursor=: a page of blogs, newest first (the first page without a cursor). The
 * body is the page's list; the next page's cursor comes as a header, absent on the last page.
 */
export const getBlogs = (signal: AbortSignal, cursor: string | null = null): Promise<Page<BlogSummary>> =>
  apiFetch(`/api/blogs${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, {
    parse: (data, headers) => pageOfListAnswer<BlogSummary>(data, headers),
    signal,
  });
