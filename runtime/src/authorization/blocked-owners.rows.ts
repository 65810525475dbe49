/**
 * Who sees, and who may report, the listing of a blocked owner: while the block lasts it is
 * hidden from the public (404 as if it did not exist), its owner and the admins still open it.
 */
import type { CommandAccepted } from '@kamra/contracts/read-models';
import { revisionForm, submittedListing, submittedPictureFiles } from '../listings/listing-forms.js';
import type { TestKamra } from '../testing/test-kamra.js';
import type { MatrixRow } from './matrix.js';

async function accepted(kamra: TestKamra, path: string, token: string, json?: unknown): Promise<CommandAccepted> {
  const response = await kamra.request(path, { method: 'POST', token, json });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as CommandAccepted;
}

/** An approved listing of a fresh lister whom an admin then blocked, and the block's position. */
async function blockedStrangersListing(kamra: TestKamra, adminToken: string) {
  const lister = await kamra.signIn({ name: 'Lister Soon Blocked' });
  const id = await submittedListing(kamra, lister.token);
  await accepted(kamra, `/api/listings/${id}/approve`, adminToken);
  const block = await accepted(kamra, `/api/users/${lister.userId}/block`, adminToken, { reason: 'Fake listings' });
  return { id, afterPosition: block.position };
}

export const BLOCKED_OWNER_ROWS: readonly MatrixRow[] = [
  {
    name: '/api/listings/:id (approved, its owner blocked)',
    method: 'GET',
    expected: { anonymous: 404, user: 404, blocked: 404, admin: 200 },
    async prepare(kamra, callers) {
      const { id, afterPosition } = await blockedStrangersListing(kamra, callers.admin.token);
      return { path: `/api/listings/${id}`, afterPosition };
    },
  },
  {
    // The `blocked` caller's own listing: lifted for a moment to list, then blocked again.
    name: '/api/listings/:id (approved, the caller\'s own while blocked)',
    method: 'GET',
    expected: { anonymous: 404, user: 404, blocked: 200, admin: 200 },
    async prepare(kamra, callers) {
      await accepted(kamra, `/api/users/${callers.blocked.userId}/unblock`, callers.admin.token);
      const id = await submittedListing(kamra, callers.blocked.token);
      await accepted(kamra, `/api/listings/${id}/approve`, callers.admin.token);
      const block = await accepted(kamra, `/api/users/${callers.blocked.userId}/block`, callers.admin.token, { reason: 'Fake listings' });
      return { path: `/api/listings/${id}`, afterPosition: block.position };
    },
  },
  {
    name: '/api/listings/:id/reports (approved, its owner blocked)',
    method: 'POST',
    expected: { anonymous: 401, user: 404, blocked: 403, admin: 404 },
    async prepare(kamra, callers) {
      const { id } = await blockedStrangersListing(kamra, callers.admin.token);
      return { path: `/api/listings/${id}/reports`, json: { reason: 'scam' } };
    },
  },
  {
    // An edit is a command like any other: the `blocked` caller is refused even on its own
    // approved listing, so a blocked owner cannot change what goes live once the block lifts.
    name: '/api/listings/:id (edit of the caller\'s own while blocked)',
    method: 'PUT',
    expected: { anonymous: 401, user: 403, blocked: 403, admin: 403 },
    async prepare(kamra, callers) {
      await accepted(kamra, `/api/users/${callers.blocked.userId}/unblock`, callers.admin.token);
      const id = await submittedListing(kamra, callers.blocked.token);
      await accepted(kamra, `/api/listings/${id}/approve`, callers.admin.token);
      await accepted(kamra, `/api/users/${callers.blocked.userId}/block`, callers.admin.token, { reason: 'Fake listings' });
      const body = revisionForm({ changed: { price: '3900' }, keep: await submittedPictureFiles(kamra, id) });
      return { path: `/api/listings/${id}`, body };
    },
  },
];
