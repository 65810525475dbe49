import type { CommandAccepted } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';

/** POST /api/blogs/:id/comments */
export const addBlogComment = (blogId: string, comment: string): Promise<CommandAccepted> =>
  apiFetch(`/api/blogs/${encodeURIComponent(blogId)}/comments`, {
    method: 'POST',
    body: { comment },
    parse: objectWith<CommandAccepted>('position'),
  });
