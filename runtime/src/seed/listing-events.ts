import { randomUUID } from 'node:crypto';
import type { BoostPackageId } from '@kamra/contracts/boost';
import type { ListingEvent, ListingSubmitted } from '@kamra/contracts/events';
import { BOOST_PACKAGES, CURRENCY } from '@kamra/contracts/boost';
import { listingStream } from '@kamra/contracts/events';
import { boostUntil } from '@kamra/contracts/rules';
import type { EventMetadata, EventStore, NewEvent } from '@kamra/eventstore';

export interface EventActor {
  id: string;
  role: EventMetadata['actorRole'];
}

/** Metadata as the write side records it: who did it and when, one correlation per command. */
export function metadataFor(actor: EventActor, occurredAt: Date): EventMetadata {
  return {
    eventId: randomUUID(), actorId: actor.id, actorRole: actor.role, correlationId: randomUUID(),
    causationId: null, occurredAt: occurredAt.toISOString(), schemaVersion: 1,
  };
}

export function recorded(event: ListingEvent, actor: EventActor, at: Date): NewEvent {
  return { type: event.type, data: event.data, metadata: metadataFor(actor, at) };
}

export function boosted(listingId: string, packageId: BoostPackageId, at: Date): ListingEvent {
  const boost = BOOST_PACKAGES[packageId];
  return {
    type: 'ListingBoosted',
    data: { listingId, package: packageId, days: boost.days, amount: boost.amount, currency: CURRENCY, until: boostUntil(at, boost.days), sessionId: `cs_seed_${randomUUID()}` },
  };
}

/** Appends one command's event to the listing's stream, at any revision (the caller knows the order). */
export async function appendListingEvent(store: EventStore, event: ListingEvent | ListingSubmitted, actor: EventActor, at: Date) {
  return store.appendToStream(listingStream(event.data.listingId), [recorded(event, actor, at)], { expectedRevision: 'any' });
}
