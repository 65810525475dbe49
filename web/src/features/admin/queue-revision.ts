import type { AdminQueueItem, MyListing } from '@kamra/contracts/read-models';

/**
 * Changes waiting on an approved listing, as an admin list marks them: how many fields, and
 * when they were made; null for a new listing or for changes already decided.
 */
export function waitingChanges(listing: AdminQueueItem | MyListing): { fieldCount: number; revisedAt: string } | null {
  const revision = 'revision' in listing ? listing.revision : undefined;
  if (revision === undefined || revision === null || revision.status !== 'pending') return null;
  return { fieldCount: 'changes' in revision ? revision.changes.length : revision.fieldCount, revisedAt: revision.revisedAt };
}
