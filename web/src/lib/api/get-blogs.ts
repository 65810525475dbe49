import type { BlogSummary } from '@kamra/contracts/read-models';
import { apiFetch } from '../api-fetch';
import { listOf } from '../json-shape';

/** GET /api/blogs: every blog, newest first. */
export const getBlogs = (signal: AbortSignal): Promise<BlogSummary[]> =>
  apiFetch('/api/blogs', { parse: listOf<BlogSummary>, signal });
