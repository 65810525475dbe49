import { listingStream, userStream } from '@kamra/contracts/events';
import type { EventStore } from '@kamra/eventstore';
import { loadAggregate } from '../commands/handle-command.js';
import { userDecider } from '../users/user-decider.js';
import { listingDecider, type ExistingListing } from './listing-decider.js';

/**
 * A listing as the public sees it: its own stream, and whether its owner is blocked, which
 * lives on the owner's stream (a blocked owner's listings leave the site). Null: no such listing.
 */
export async function listingAsSeen(store: EventStore, listingId: string): Promise<(Omit<ExistingListing, 'ownerBlocked'> & { ownerBlocked: boolean }) | null> {
  const { state: listing } = await loadAggregate(store, listingStream(listingId), listingDecider);
  if (!listing.exists) return null;
  const { state: owner } = await loadAggregate(store, userStream(listing.ownerId), userDecider);
  return { ...listing, ownerBlocked: owner.blocked };
}
