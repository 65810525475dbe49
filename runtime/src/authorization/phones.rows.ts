import type { MatrixRow } from './matrix.js';

/**
 * A person's own phone numbers. The user id comes from the session, never the request, so the
 * question is only who may call at all: signed in and not blocked. Verifying or removing a
 * number nobody asked a code for is refused on its merits (422, 404) once past that gate.
 */
export const PHONES_ROWS: readonly MatrixRow[] = [
  {
    name: '/api/me/phone (send a code)',
    method: 'POST',
    expected: { anonymous: 401, user: 202, blocked: 403, admin: 202 },
    prepare: () => Promise.resolve({ path: '/api/me/phone', json: { phone: '0300 1234567' } }),
  },
  {
    name: '/api/me/phone/verify (no code was sent)',
    method: 'POST',
    expected: { anonymous: 401, user: 422, blocked: 403, admin: 422 },
    prepare: () => Promise.resolve({ path: '/api/me/phone/verify', json: { phone: '0333 7654321', code: '123456' } }),
  },
  {
    name: '/api/me/phone/:phone (a number never verified)',
    method: 'DELETE',
    expected: { anonymous: 401, user: 404, blocked: 403, admin: 404 },
    prepare: () => Promise.resolve({ path: `/api/me/phone/${encodeURIComponent('+923337654321')}` }),
  },
  {
    // Only mounted without SMS credentials and never in production, as the matrix runs.
    name: '/api/dev/outbox',
    method: 'GET',
    expected: { anonymous: 200, user: 200, blocked: 200, admin: 200 },
    prepare: () => Promise.resolve({ path: '/api/dev/outbox' }),
  },
];
