import type { SavedSearchAlerts } from '@kamra/contracts/queries';
import type { CommandAccepted, SavedSearchList } from '@kamra/contracts/read-models';
import { apiFetch } from '../api-fetch';
import { objectWith } from '../json-shape';

export interface SaveSearchBody {
  kind: string;
  location: string;
  filters: Record<string, string>;
  alerts: SavedSearchAlerts;
}

/** POST /api/me/saved-searches */
export const saveSearch = (body: SaveSearchBody): Promise<CommandAccepted> =>
  apiFetch('/api/me/saved-searches', { method: 'POST', body, parse: objectWith<CommandAccepted>('message') });

/** GET /api/me/saved-searches */
export const getSavedSearches = (signal?: AbortSignal, afterPosition?: string): Promise<SavedSearchList> =>
  apiFetch('/api/me/saved-searches', {
    parse: objectWith<SavedSearchList>('items'),
    ...(signal === undefined ? {} : { signal }),
    ...(afterPosition ? { afterPosition } : {}),
  });

/** PATCH /api/me/saved-searches/:id {alerts} */
export const changeSavedSearchAlerts = (id: string, alerts: SavedSearchAlerts): Promise<CommandAccepted> =>
  apiFetch(`/api/me/saved-searches/${encodeURIComponent(id)}`, { method: 'PATCH', body: { alerts }, parse: objectWith<CommandAccepted>('message') });

/** DELETE /api/me/saved-searches/:id */
export const deleteSavedSearch = (id: string): Promise<CommandAccepted> =>
  apiFetch(`/api/me/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE', parse: objectWith<CommandAccepted>('message') });
