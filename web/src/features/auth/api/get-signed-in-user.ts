import { apiFetch } from '../../../lib/api-fetch';
import { parseSignedInUser, type SignedInUser } from '../../../lib/auth/signed-in-user';

/** The sign-in status check: who does this token belong to? */
export const getSignedInUser = (token: string, signal?: AbortSignal): Promise<SignedInUser> =>
  apiFetch('/api/me', { token, parse: parseSignedInUser, ...(signal === undefined ? {} : { signal }) });
