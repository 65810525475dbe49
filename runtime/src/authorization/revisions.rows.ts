/** Editing a listing: PUT /api/listings/:id, and taking waiting changes back: DELETE /api/listings/:id/revision; the owner's alone. */
import { revisionForm, submittedListing, submittedPictureFiles } from '../listings/listing-forms.js';
import type { TestKamra } from '../testing/test-kamra.js';
import type { MatrixRow } from './matrix.js';

/** A fresh accessory of `ownerToken`'s and a valid edit of it (a new price). */
async function editOf(kamra: TestKamra, ownerToken: string) {
  const id = await submittedListing(kamra, ownerToken);
  const body = revisionForm({ changed: { price: '3900' }, keep: await submittedPictureFiles(kamra, id) });
  return { path: `/api/listings/${id}`, body };
}

/** An approved accessory of `ownerToken`'s with a new price waiting for review. */
async function waitingEditOf(kamra: TestKamra, ownerToken: string, adminToken: string) {
  const { path, body } = await editOf(kamra, ownerToken);
  const approved = await kamra.request(`${path}/approve`, { method: 'POST', token: adminToken });
  if (approved.status !== 200) throw new Error(`approve: ${approved.status}`);
  const edited = await kamra.request(path, { method: 'PUT', token: ownerToken, body });
  if (edited.status !== 202) throw new Error(`edit: ${edited.status}`);
  return { path: `${path}/revision` };
}

export const REVISIONS_ROWS: readonly MatrixRow[] = [
  {
    // The `user` caller owns it; an admin who does not is refused like anyone else (admins decide edits, they do not write them).
    name: '/api/listings/:id (own listing)',
    method: 'PUT',
    expected: { anonymous: 401, user: 202, blocked: 403, admin: 403 },
    prepare: (kamra, callers) => editOf(kamra, callers.user.token),
  },
  {
    name: '/api/listings/:id (someone else\'s listing)',
    method: 'PUT',
    expected: { anonymous: 401, user: 403, blocked: 403, admin: 403 },
    async prepare(kamra) {
      const lister = await kamra.signIn({ name: 'Lister' });
      return editOf(kamra, lister.token);
    },
  },
  {
    // Owner only: an admin rejects waiting changes instead.
    name: '/api/listings/:id/revision (own listing, changes waiting)',
    method: 'DELETE',
    expected: { anonymous: 401, user: 202, blocked: 403, admin: 403 },
    prepare: (kamra, callers) => waitingEditOf(kamra, callers.user.token, callers.admin.token),
  },
  {
    name: '/api/listings/:id/revision (someone else\'s listing, changes waiting)',
    method: 'DELETE',
    expected: { anonymous: 401, user: 403, blocked: 403, admin: 403 },
    async prepare(kamra, callers) {
      const lister = await kamra.signIn({ name: 'Lister' });
      return waitingEditOf(kamra, lister.token, callers.admin.token);
    },
  },
];
