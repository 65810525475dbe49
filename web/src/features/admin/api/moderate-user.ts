import type { CommandAccepted } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';

export type UserAction = 'unblock' | 'verify' | 'unverify';

/** POST /api/users/:id/unblock | verify | unverify */
export const moderateUser = (userId: string, action: UserAction): Promise<CommandAccepted> =>
  apiFetch(`/api/users/${encodeURIComponent(userId)}/${action}`, {
    method: 'POST',
    body: {},
    parse: objectWith<CommandAccepted>('message', 'position'),
  });

/** POST /api/users/:id/block {reason}: a block hides all their listings, so it says why. */
export const blockUser = (userId: string, reason: string): Promise<CommandAccepted> =>
  apiFetch(`/api/users/${encodeURIComponent(userId)}/block`, {
    method: 'POST',
    body: { reason },
    parse: objectWith<CommandAccepted>('message', 'position'),
  });
