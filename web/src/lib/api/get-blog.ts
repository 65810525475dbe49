import type { BlogDetail } from '@kamra/contracts/read-models';
import { apiFetch } from '../api-fetch';
import { objectWith } from '../json-shape';

/** GET /api/blogs/:id, with its pictures and comments. */
export const getBlog = (id: string, signal: AbortSignal): Promise<BlogDetail> =>
  apiFetch(`/api/blogs/${encodeURIComponent(id)}`, {
    parse: objectWith<BlogDetail>('id', 'title', 'content', 'pictures', 'comments'),
    signal,
  });
