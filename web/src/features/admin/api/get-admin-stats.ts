import type { AdminStats } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';

/** GET /api/admin/stats: the dashboard's figures. */
export const getAdminStats = (signal: AbortSignal): Promise<AdminStats> =>
  apiFetch('/api/admin/stats', {
    parse: objectWith<AdminStats>('queue', 'decisionsPerDay', 'timeToDecision', 'openReports', 'flags', 'boosts', 'newUsersPerDay'),
    signal,
  });
