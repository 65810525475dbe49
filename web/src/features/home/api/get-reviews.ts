import type { Review } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { listOf } from '../../../lib/json-shape';

/** GET /api/reviews, for the home page's testimonials. */
export const getHomeReviews = (signal: AbortSignal): Promise<Review[]> => apiFetch('/api/reviews', { parse: listOf<Review>, signal });
