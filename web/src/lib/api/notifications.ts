import type { CommandAccepted, NotificationList } from '@kamra/contracts/read-models';
import { apiFetch } from '../api-fetch';
import { objectWith } from '../json-shape';

/** GET /api/me/notifications */
export const getNotifications = (signal?: AbortSignal, afterPosition?: string): Promise<NotificationList> =>
  apiFetch('/api/me/notifications', {
    parse: objectWith<NotificationList>('items', 'unread'),
    ...(signal === undefined ? {} : { signal }),
    ...(afterPosition ? { afterPosition } : {}),
  });

/** POST /api/me/notifications/read {ids?}: without ids, every unread one. */
export const readNotifications = (ids?: readonly string[]): Promise<CommandAccepted> =>
  apiFetch('/api/me/notifications/read', { method: 'POST', body: ids === undefined ? {} : { ids }, parse: objectWith<CommandAccepted>('message') });
