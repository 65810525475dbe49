import { LISTING_KINDS } from '@kamra/contracts/options';
import { SUBMIT_PATHS, submittedListing, validListingForm } from '../listings/listing-forms.js';
import type { MatrixRow } from './matrix.js';

const SIGNED_IN_AND_ACTIVE = { anonymous: 401, user: 202, blocked: 403, admin: 202 } as const;
const ADMIN_ONLY = { anonymous: 401, user: 403, blocked: 403, admin: 200 } as const;

const submits: readonly MatrixRow[] = LISTING_KINDS.map((kind) => ({
  name: SUBMIT_PATHS[kind],
  method: 'POST',
  expected: SIGNED_IN_AND_ACTIVE,
  async prepare() {
    return { path: SUBMIT_PATHS[kind], body: await validListingForm(kind) };
  },
}));

/** Each call moderates or deletes a fresh pending listing owned by the `user` caller. */
export const LISTINGS_ROWS: readonly MatrixRow[] = [
  ...submits,
  {
    name: '/api/listings/:id/approve',
    method: 'POST',
    expected: ADMIN_ONLY,
    async prepare(kamra, callers) {
      return { path: `/api/listings/${await submittedListing(kamra, callers.user.token)}/approve` };
    },
  },
  {
    name: '/api/listings/:id/reject',
    method: 'POST',
    expected: ADMIN_ONLY,
    async prepare(kamra, callers) {
      return { path: `/api/listings/${await submittedListing(kamra, callers.user.token)}/reject`, json: { reason: 'Blurry pictures' } };
    },
  },
  {
    name: '/api/listings/:id (own listing)',
    method: 'DELETE',
    expected: { anonymous: 401, user: 200, blocked: 403, admin: 200 },
    async prepare(kamra, callers) {
      return { path: `/api/listings/${await submittedListing(kamra, callers.user.token)}` };
    },
  },
];
