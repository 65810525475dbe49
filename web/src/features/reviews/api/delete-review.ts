import type { CommandAccepted } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';

/** DELETE /api/reviews/:id (the author or an admin) */
export const deleteReview = (id: string): Promise<CommandAccepted> =>
  apiFetch(`/api/reviews/${encodeURIComponent(id)}`, { method: 'DELETE', parse: objectWith<CommandAccepted>('position') });
