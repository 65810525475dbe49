import type { MatrixRow } from './matrix.js';
import { signInBrowserCookie } from '../testing/sign-in-browser.js';

const ADMIN_ONLY = { anonymous: 401, user: 403, blocked: 403, admin: 200 } as const;

/** Admin decisions about a user, each on a freshly registered user so every caller meets the same start. */
const MODERATION_ROWS: readonly MatrixRow[] = (['block', 'unblock', 'verify', 'unverify'] as const).map((action) => ({
  name: `/api/users/:id/${action}`,
  method: 'POST',
  expected: ADMIN_ONLY,
  async prepare(kamra) {
    const target = await kamra.signIn({ name: 'Target Person' });
    return { path: `/api/users/${target.userId}/${action}`, ...(action === 'block' ? { json: { reason: 'Fake listings' } } : {}) };
  },
}));

/**
 * Finishing a sign-in is open to everyone, whatever token the browser still holds: the code and
 * the browser that started its sign-in decide. (The matrix runs without Google credentials, so
 * the dev form issues the code.)
 */
const EXCHANGE_ROW: MatrixRow = {
  name: '/auth/exchange (fresh code)',
  method: 'POST',
  expected: { anonymous: 200, user: 200, blocked: 200, admin: 200 },
  async prepare(kamra) {
    const cookie = await signInBrowserCookie(kamra.url);
    const signIn = await kamra.request('/auth/dev', { method: 'POST', json: { name: 'Signing In', email: 'signing-in@example.pk' }, headers: { cookie }, redirect: 'manual' });
    const code = new URL(signIn.headers.get('location') ?? '/', kamra.url).searchParams.get('token') ?? '';
    return { path: '/auth/exchange', json: { code }, cookie };
  },
};

export const USERS_ROWS: readonly MatrixRow[] = [...MODERATION_ROWS, EXCHANGE_ROW];
