import type { ListingKind } from '@kamra/contracts/options';
import type { RentFigures } from '@kamra/contracts/read-models';
import { apiFetch } from '../api-fetch';
import { objectWith } from '../json-shape';

/** GET /api/insights/rent: the rent guide of the place an address or a place name names. */
export const getRentFigures = (kind: ListingKind, location: string, signal: AbortSignal): Promise<RentFigures> =>
  apiFetch(`/api/insights/rent?kind=${kind}&location=${encodeURIComponent(location)}`, {
    parse: objectWith<RentFigures>('location', 'count', 'p25', 'median', 'p75'),
    signal,
    token: null,
  });
