/** The command routes of a listing's life after approval: report, dismiss reports, close, renew (and delete with a reason). */
import { randomUUID } from 'node:crypto';
import { DAY_MS } from '@kamra/contracts/rules';
import { listingStream } from '@kamra/contracts/events';
import { submittedListing } from '../listings/listing-forms.js';
import type { TestKamra } from '../testing/test-kamra.js';
import type { MatrixRow } from './matrix.js';

/** A listing of `ownerToken`'s, approved `daysAgo` days ago (recorded straight in its stream). */
async function approvedListing(kamra: TestKamra, ownerToken: string, daysAgo = 0): Promise<string> {
  const id = await submittedListing(kamra, ownerToken);
  const approvedAt = new Date(Date.now() - daysAgo * DAY_MS).toISOString();
  await kamra.store.appendToStream(listingStream(id), [{
    type: 'ListingApproved',
    data: { listingId: id, approvedAt },
    metadata: {
      eventId: randomUUID(), actorId: null, actorRole: 'admin', correlationId: randomUUID(), causationId: null, occurredAt: approvedAt, schemaVersion: 1,
    },
  }], { expectedRevision: 'any' });
  return id;
}

export const LIFECYCLE_ROWS: readonly MatrixRow[] = [
  {
    // Someone else's public listing: anyone signed in and not blocked may report it.
    name: '/api/listings/:id/reports',
    method: 'POST',
    expected: { anonymous: 401, user: 201, blocked: 403, admin: 201 },
    async prepare(kamra) {
      const lister = await kamra.signIn({ name: 'Lister' });
      return { path: `/api/listings/${await approvedListing(kamra, lister.token)}/reports`, json: { reason: 'scam' } };
    },
  },
  {
    name: '/api/admin/listings/:id/reports/dismiss',
    method: 'POST',
    expected: { anonymous: 401, user: 403, blocked: 403, admin: 200 },
    async prepare(kamra) {
      const lister = await kamra.signIn({ name: 'Lister' });
      const reporter = await kamra.signIn({ name: 'Reporter' });
      const id = await approvedListing(kamra, lister.token);
      await kamra.request(`/api/listings/${id}/reports`, { method: 'POST', token: reporter.token, json: { reason: 'scam' } });
      return { path: `/api/admin/listings/${id}/reports/dismiss` };
    },
  },
  {
    // Owner only: an admin who does not own it is refused too.
    name: '/api/listings/:id/close (own listing)',
    method: 'POST',
    expected: { anonymous: 401, user: 200, blocked: 403, admin: 403 },
    async prepare(kamra, callers) {
      return { path: `/api/listings/${await approvedListing(kamra, callers.user.token)}/close`, json: { outcome: 'sold' } };
    },
  },
  {
    name: '/api/listings/:id/renew (own listing, 55 days after approval)',
    method: 'POST',
    expected: { anonymous: 401, user: 200, blocked: 403, admin: 403 },
    async prepare(kamra, callers) {
      return { path: `/api/listings/${await approvedListing(kamra, callers.user.token, 55)}/renew` };
    },
  },
  {
    name: '/api/listings/:id with a take-down reason (someone else\'s listing)',
    method: 'DELETE',
    expected: { anonymous: 401, user: 403, blocked: 403, admin: 200 },
    async prepare(kamra) {
      const lister = await kamra.signIn({ name: 'Lister' });
      return { path: `/api/listings/${await approvedListing(kamra, lister.token)}`, json: { reason: 'Reported as a scam' } };
    },
  },
];
