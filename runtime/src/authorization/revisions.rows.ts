/** Editing a listing: PUT /api/listings/:id, the owner's alone. */
import { revisionForm, submittedListing, submittedPictureFiles } from '../listings/listing-forms.js';
import type { TestKamra } from '../testing/test-kamra.js';
import type { MatrixRow } from './matrix.js';

/** A fresh accessory of `ownerToken`'s and a valid edit of it (a new price). */
async function editOf(kamra: TestKamra, ownerToken: string) {
  const id = await submittedListing(kamra, ownerToken);
  const body = revisionForm({ changed: { price: '3900' }, keep: await submittedPictureFiles(kamra, id) });
  return { path: `/api/listings/${id}`, body };
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
];
