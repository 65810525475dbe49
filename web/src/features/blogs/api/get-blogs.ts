import type { BlogSummary } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { listOf } from '../../../lib/json-shape';

/** GET /api/blogs: every blog, newest first. */
export const getBlogs = (signal: AbortSignal): Promise<BlogSummary[]> =>
  apiFetch('/api/blogs', { parse: listOf<BlogSummary>, signal });
