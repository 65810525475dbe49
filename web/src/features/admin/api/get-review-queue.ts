import type { ListingKind } from '@kamra/contracts/options';
import type { AdminQueueItem, Page, QueueCounts } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith, pageOf } from '../../../lib/json-shape';

interface QueueRequest {
  kind: ListingKind;
  cursor: string | null;
  afterPosition: string | undefined;
}

/** GET /api/admin/queue?kind=&cursor=: pending listings, oldest first. */
export function getReviewQueue({ kind, cursor, afterPosition }: QueueRequest, signal: AbortSignal): Promise<Page<AdminQueueItem>> {
  const query = new URLSearchParams({ kind });
  if (cursor !== null) query.set('cursor', cursor);
  return apiFetch(`/api/admin/queue?${query}`, {
    parse: pageOf<AdminQueueItem>,
    signal,
    ...(afterPosition === undefined ? {} : { afterPosition }),
  });
}

/** GET /api/admin/queue/counts */
export const getQueueCounts = (afterPosition: string | undefined, signal: AbortSignal): Promise<QueueCounts> =>
  apiFetch('/api/admin/queue/counts', {
    parse: objectWith<QueueCounts>('room', 'roommate', 'accessory'),
    signal,
    ...(afterPosition === undefined ? {} : { afterPosition }),
  });
