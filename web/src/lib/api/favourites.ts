import type { CommandAccepted, FavouritesList } from '@kamra/contracts/read-models';
import { apiFetch } from '../api-fetch';
import { objectWith } from '../json-shape';

const path = (listingId: string) => `/api/me/favourites/${encodeURIComponent(listingId)}`;

/** PUT /api/me/favourites/:listingId */
export const addFavourite = (listingId: string): Promise<CommandAccepted> =>
  apiFetch(path(listingId), { method: 'PUT', parse: objectWith<CommandAccepted>('message') });

/** DELETE /api/me/favourites/:listingId */
export const removeFavourite = (listingId: string): Promise<CommandAccepted> =>
  apiFetch(path(listingId), { method: 'DELETE', parse: objectWith<CommandAccepted>('message') });

/** GET /api/me/favourites */
export const getFavourites = (signal?: AbortSignal, afterPosition?: string): Promise<FavouritesList> =>
  apiFetch('/api/me/favourites', {
    parse: objectWith<FavouritesList>('items'),
    ...(signal === undefined ? {} : { signal }),
    ...(afterPosition ? { afterPosition } : {}),
  });
