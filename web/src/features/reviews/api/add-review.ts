import type { CommandAccepted } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';

/** POST /api/reviews (signed in) */
export const addReview = (comment: string): Promise<CommandAccepted> =>
  apiFetch('/api/reviews', { method: 'POST', body: { comment }, parse: objectWith<CommandAccepted>('position') });
