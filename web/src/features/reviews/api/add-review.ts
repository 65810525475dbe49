import type { CommandAccepted } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';

/** POST /api/reviews (signed in); `key`: the post's Idempotency-Key, so sending it again finds the first. */
export const addReview = (comment: string, key: string): Promise<CommandAccepted> =>
  apiFetch('/api/reviews', { method: 'POST', body: { comment }, headers: { 'idempotency-key': key }, parse: objectWith<CommandAccepted>('position') });
