import type { DevOutboxAnswer } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';

/** GET /api/dev/outbox: what the dev outbox kept instead of sending, newest first (404 with real providers). */
export const getDevOutbox = (signal: AbortSignal): Promise<DevOutboxAnswer> =>
  apiFetch('/api/dev/outbox', { signal, parse: objectWith<DevOutboxAnswer>('messages') });
