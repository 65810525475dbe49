import type { Page, UserSummary } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { pageOf } from '../../../lib/json-shape';

export interface UsersRequest {
  /** Part of a name or email. */
  q: string;
  cursor: string | null;
  /** Page size; the server's default when left out. */
  limit?: number;
  /** Read-your-writes after a block or verify. */
  afterPosition?: string;
}

/** GET /api/admin/users?q=&cursor= */
export function getUsers({ q, cursor, limit, afterPosition }: UsersRequest, signal: AbortSignal): Promise<Page<UserSummary>> {
  const query = new URLSearchParams();
  if (q.trim() !== '') query.set('q', q.trim());
  if (cursor !== null) query.set('cursor', cursor);
  if (limit !== undefined) query.set('limit', String(limit));
  const search = query.toString();
  return apiFetch(`/api/admin/users${search === '' ? '' : `?${search}`}`, {
    parse: pageOf<UserSummary>,
    signal,
    ...(afterPosition === undefined ? {} : { afterPosition }),
  });
}
