import type { CommandAccepted } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';

/** POST /api/blogs/:id/comments; `key`: the comment's Idempotency-Key, so sending it again finds the first. */
export const addBlogComment = (blogId: string, comment: string, key: string): Promise<CommandAccepted> =>
  apiFetch(`/api/blogs/${encodeURIComponent(blogId)}/comments`, {
    method: 'POST',
    body: { comment },
    headers: { 'idempotency-key': key },
    parse: objectWith<CommandAccepted>('position'),
  });
