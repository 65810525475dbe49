/** Listings in each state and a signed-in owner, appended straight to the log, for the payment tests. */
import { randomUUID } from 'node:crypto';
import { checkoutStream, listingStream, type ListingEvent } from '@kamra/contracts/events';
import type { EventStore } from '@kamra/eventstore';
import { appendListingEvent } from '../seed/listing-events.js';

export type ListingSetup = 'pending' | 'approved' | 'rejected' | 'deleted';

const picture = { file: 'cccccccccccccccccccccccccccccccc.webp', thumb: 'cccccccccccccccccccccccccccccccc-400.webp', width: 640, height: 480 };

/** An accessory of `ownerId` brought to `setup` the way the listing commands would. */
export async function listingIn(store: EventStore, ownerId: string, setup: ListingSetup, tagline = 'Study lamp, barely used'): Promise<string> {
  const listingId = randomUUID();
  const now = new Date();
  const owner = { id: ownerId, role: 'user' as const };
  const admin = { id: 'kamra-admin', role: 'admin' as const };
  const events: ListingEvent[] = [{
    type: 'ListingSubmitted',
    data: {
      listingId, ownerId, kind: 'accessory', pictures: [picture, picture, picture], profile: { kind: 'avatar', name: 'avatar-2' },
      submittedAt: now.toISOString(),
      fields: { tagline, name: 'Desk lamp', price: 1500, condition: 8, usageYear: 1, address: 'Gulberg III, Lahore', listerName: 'Ayesha Khan', phone: '0300 1234567' },
    },
  }];
  if (setup === 'approved' || setup === 'deleted') events.push({ type: 'ListingApproved', data: { listingId } });
  if (setup === 'rejected') events.push({ type: 'ListingRejected', data: { listingId, reason: 'Blurry pictures' } });
  if (setup === 'deleted') events.push({ type: 'ListingDeleted', data: { listingId, by: 'owner' } });
  for (const event of events) {
    await appendListingEvent(store, event, event.type === 'ListingSubmitted' || event.type === 'ListingDeleted' ? owner : admin, now);
  }
  return listingId;
}

export async function eventTypesOf(store: EventStore, stream: string): Promise<string[]> {
  return (await store.readStream(stream)).events.map((event) => event.type);
}

export async function boostsOf(store: EventStore, listingId: string) {
  return (await store.readStream(listingStream(listingId))).events.filter((event) => event.type === 'ListingBoosted');
}

export const checkoutEvents = (store: EventStore, sessionId: string) => eventTypesOf(store, checkoutStream(sessionId));
