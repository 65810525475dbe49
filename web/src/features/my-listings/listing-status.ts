/** How the owner reads a listing's state on its card and its page. */
import { messages } from '@kamra/contracts/messages';
import type { ListingStatus } from '@kamra/contracts/options';

export const statusLabel: Record<ListingStatus, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};

export interface StatusNote {
  /** The rejection reason, when there is one. */
  reason: string | null;
  /** What the owner can do about it. */
  advice: string;
}

/** What to tell the owner under the status, or null when the status says it all. */
export function statusNote(status: ListingStatus, rejectionReason: string | null): StatusNote | null {
  if (status === 'pending') return { reason: null, advice: 'Our team reviews it soon. Only you can see it until it is approved.' };
  if (status === 'rejected') return { reason: rejectionReason, advice: messages.listingRejectedNotice };
  return null;
}
