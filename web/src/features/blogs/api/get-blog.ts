import type { BlogDetail } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';

/** GET /api/blogs/:id, with its comments. */
export const getBlog = (id: string, signal: AbortSignal): Promise<BlogDetail> =>
  apiFetch(`/api/blogs/${encodeURIComponent(id)}`, { parse: objectWith<BlogDetail>('id', 'title', 'content', 'comments'), signal });
