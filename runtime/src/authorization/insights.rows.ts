import type { MatrixRow } from './matrix.js';

/** The rent guide is public (the wizard and the listing page ask it); the dashboard's figures are the admins'. */
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
];
