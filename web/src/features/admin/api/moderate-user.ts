import type { CommandAccepted } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';

export type UserAction = 'block' | 'unblock' | 'verify' | 'unverify';

/** POST /api/users/:id/block | unblock | verify | unverify */
export const moderateUser = (userId: string, action: UserAction): Promise<CommandAccepted> =>
  apiFetch(`/api/users/${encodeURIComponent(userId)}/${action}`, {
    method: 'POST',
    body: {},
    parse: objectWith<CommandAccepted>('message', 'position'),
  });
