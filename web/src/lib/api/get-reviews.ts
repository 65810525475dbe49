import type { Review } from '@kamra/contracts/read-models';
import { apiFetch } from '../api-fetch';
import { listOf } from '../json-shape';

/** GET /api/reviews; with `afterPosition` it answers once the read side has seen that write. */
export const getReviews = (signal?: AbortSignal, afterPosition?: string): Promise<Review[]> =>
  apiFetch('/api/reviews', {
    parse: listOf<Review>,
    ...(signal === undefined ? {} : { signal }),
    ...(afterPosition === undefined ? {} : { afterPosition }),
  });
