import type { MatrixRow } from './matrix.js';
import { USERS_ROWS } from './users.rows.js';
import { COMMUNITY_ROWS } from './community.rows.js';
import { LISTINGS_ROWS } from './listings.rows.js';
import { LIFECYCLE_ROWS } from './lifecycle.rows.js';
import { PAYMENTS_ROWS } from './payments.rows.js';
import { PHONES_ROWS } from './phones.rows.js';
import { INSIGHTS_ROWS } from './insights.rows.js';
import { REVISIONS_ROWS } from './revisions.rows.js';
import { BLOCKED_OWNER_ROWS } from './blocked-owners.rows.js';
import { FOLLOWING_ROWS } from './following.rows.js';

/** Every command route so far. Features append their rows. */
export const ALL_ROWS: readonly MatrixRow[] = [
  ...USERS_ROWS,
  ...COMMUNITY_ROWS,
  ...LISTINGS_ROWS,
  ...LIFECYCLE_ROWS,
  ...PAYMENTS_ROWS,
  ...PHONES_ROWS,
  ...INSIGHTS_ROWS,
  ...REVISIONS_ROWS,
  ...BLOCKED_OWNER_ROWS,
  ...FOLLOWING_ROWS,
];
