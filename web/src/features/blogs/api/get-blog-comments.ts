import type { BlogComment, Page } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { pageOf } from '../../../lib/json-shape';

/** GET /api/blogs/:id/comments?cursor=: the page of comments after the one shown. */
export const getBlogComments = (blogId: string, cursor: string, signal?: AbortSignal): Promise<Page<BlogComment>> =>
  apiFetch(`/api/blogs/${encodeURIComponent(blogId)}/comments?cursor=${encodeURIComponent(cursor)}`, {
    parse: pageOf<BlogComment>,
    ...(signal ? { signal } : {}),
  });
