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

/**
 * The number waiting changes put in place of the live one when its owner never verified it:
 * approving them takes the badge away, and a swapped number on an approved ad is a known scam,
 * so the queue says so before the admin opens it. Null when the number stays or is verified.
 */
export function unverifiedPhoneChange(listing: AdminQueueItem | MyListing): string | null {
  const revision = 'revision' in listing ? listing.revision : undefined;
  if (revision === undefined || revision === null || revision.status !== 'pending' || !('changes' in revision)) return null;
  const change = revision.changes.find((candidate) => candidate.field === 'phone');
  if (change === undefined || !('toVerified' in change) || change.toVerified !== false) return null;
  return typeof change.to === 'string' ? change.to : null;
}
