/**
 * Row changes of revisions. The row's own content is what search and public detail read, so it
 * changes only when content may be shown: a revision of a pending or rejected listing replaces
 * it (nothing of it is public yet), an approved listing's revision waits in the revision columns
 * until ListingRevisionApproved puts it live. Pure, like every projection.
 */
import type { ListingEvent, ListingChange } from '@kamra/contracts/events';
import type { RowChange } from '../row-changes.js';
import { filterColumns } from './listing-columns.js';

type RevisionEvent = Extract<ListingEvent, { type: 'ListingRevised' | 'ListingRevisionApproved' | 'ListingRevisionRejected' | 'ListingRevisionWithdrawn' }>;

const NO_REVISION = { revision: null, revision_status: null, revision_reason: null, revised_at: null } as const;

export function revisionChanges(event: RevisionEvent, at: string): RowChange[] {
  const { listingId } = event.data;
  switch (event.type) {
    case 'ListingRevised': {
      const { data } = event;
      if (!data.besideLive) {
        return [{
          op: 'update', table: 'listings', where: { id: listingId },
          set: {
            ...filterColumns(data), fields: data.fields, pictures: data.pictures, profile: data.profile,
            status: 'pending', rejection_reason: null, ...NO_REVISION, content_at: data.revisedAt, updated_at: at,
          },
        }];
      }
      const { pictureHashes: _hashes, listingId: _id, besideLive: _beside, ...revision } = data;
      return [{
        op: 'update', table: 'listings', where: { id: listingId },
        // updated_at stays: it says when the public content last changed (the sitemap's lastmod).
        set: { revision, revision_status: 'pending', revision_reason: null, revised_at: data.revisedAt, content_at: data.revisedAt },
      }];
    }
    case 'ListingRevisionApproved': {
      const { data } = event;
      return [{
        op: 'update', table: 'listings', where: { id: listingId },
        set: { ...filterColumns(data), fields: data.fields, pictures: data.pictures, profile: data.profile, ...NO_REVISION, updated_at: at },
      }];
    }
    case 'ListingRevisionRejected':
      return [{ op: 'update', table: 'listings', where: { id: listingId }, set: { revision_status: 'rejected', revision_reason: event.data.reason } }];
    case 'ListingRevisionWithdrawn':
      // The live content and updated_at stay: nothing the public sees changed. content_at stays
      // too, as the write side keeps it: a decision on the withdrawn changes must still miss.
      return [{ op: 'update', table: 'listings', where: { id: listingId }, set: { ...NO_REVISION } }];
  }
}

/**
 * The thumbnail of each picture a revision's changes name: the pictures of the content it
 * carries and the ones it removed, so the history shows every picture before and after.
 */
function thumbsOf(pictures: readonly { file: string; thumb: string }[], changes: readonly ListingChange[]): Record<string, string> {
  const thumbs: Record<string, string> = {};
  for (const picture of pictures) thumbs[picture.file] = picture.thumb;
  for (const change of changes) {
    if ('removed' in change) for (const picture of change.removed) thumbs[picture.file] = picture.thumb;
  }
  return thumbs;
}

/** What the audit trail keeps of a revision or its decision. */
export function revisionHistory(event: RevisionEvent): { reason: string | null; details: Record<string, unknown> } {
  switch (event.type) {
    case 'ListingRevised':
    case 'ListingRevisionApproved':
      return { reason: null, details: { changes: event.data.changes, thumbs: thumbsOf(event.data.pictures, event.data.changes) } };
    case 'ListingRevisionRejected':
      return { reason: event.data.reason, details: {} };
    case 'ListingRevisionWithdrawn':
      return { reason: null, details: {} };
  }
}
