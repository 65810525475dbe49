import type { MatrixRow } from './matrix.js';

/** The rent guide is public (the wizard and the listing page ask it); the dashboard's figures and the reported listings are the admins'. */
export const INSIGHTS_ROWS: readonly MatrixRow[] = [
  {
    name: '/api/insights/rent',
    method: 'GET',
    expected: { anonymous: 200, user: 200, blocked: 200, admin: 200 },
    async prepare() {
      return { path: '/api/insights/rent?kind=room&location=G-11%2C%20Islamabad' };
    },
  },
  {
    name: '/api/admin/stats',
    method: 'GET',
    expected: { anonymous: 401, user: 403, blocked: 403, admin: 200 },
    async prepare() {
      return { path: '/api/admin/stats' };
    },
  },
  {
    name: '/api/admin/reports',
    method: 'GET',
    expected: { anonymous: 401, user: 403, blocked: 403, admin: 200 },
    async prepare() {
      return { path: '/api/admin/reports' };
    },
  },
  {
    // A page further on: the cursor is read only after the caller is known to be an admin.
    name: '/api/admin/reports?cursor=',
    method: 'GET',
    expected: { anonymous: 401, user: 403, blocked: 403, admin: 200 },
    async prepare() {
      const cursor = Buffer.from(JSON.stringify({ reports: 1, latestUs: '0', id: 'ffffffff-ffff-4fff-bfff-ffffffffffff' })).toString('base64url');
      return { path: `/api/admin/reports?cursor=${cursor}` };
    },
  },
];
