/** Appends listing events the way the write side records them, for read-service route tests. */
import { randomUUID } from 'node:crypto';
import { BOOST_PACKAGES, CURRENCY } from '@kamra/contracts/boost';
import { listingStream, type ListingEvent, type ListingSubmitted } from '@kamra/contracts/events';
import { boostUntil } from '@kamra/contracts/rules';
import type { ImageRef } from '@kamra/contracts/uploads';
import { formatPosition, type EventMetadata, type EventStore } from '@kamra/eventstore';

export const PICTURES: ImageRef[] = [1, 2, 3].map((n) => ({ file: `room${n}.webp`, thumb: `room${n}-400.webp`, width: 1600, height: 1200 }));

export const DAY = 86_400_000;

export interface EventActor {
  /** null for no one signed in (a payment provider's webhook). */
  id: string | null;
  role: EventMetadata['actorRole'];
}

export class ListingScript {
  lastPosition = '';

  constructor(private readonly store: EventStore, private readonly admin: EventActor) {}

  private async append(event: ListingEvent | ListingSubmitted, actor: EventActor, at: Date): Promise<void> {
    const metadata: EventMetadata = {
      eventId: randomUUID(), actorId: actor.id, actorRole: actor.role, correlationId: randomUUID(),
      causationId: null, occurredAt: at.toISOString(), schemaVersion: 1,
    };
    const { position } = await this.store.appendToStream(listingStream(event.data.listingId), [{ type: event.type, data: event.data, metadata }], { expectedRevision: 'any' });
    this.lastPosition = formatPosition(position);
  }

  async submit(event: ListingSubmitted): Promise<string> {
    await this.append(event, { id: event.data.ownerId, role: 'user' }, new Date(event.data.submittedAt));
    return event.data.listingId;
  }

  approve(listingId: string, at = new Date()) {
    return this.append({ type: 'ListingApproved', data: { listingId } }, this.admin, at);
  }

  reject(listingId: string, reason: string, at = new Date()) {
    return this.append({ type: 'ListingRejected', data: { listingId, reason } }, this.admin, at);
  }

  delete(listingId: string, by: EventActor, at = new Date()) {
    return this.append({ type: 'ListingDeleted', data: { listingId, by: by.role === 'admin' ? 'admin' : 'owner' } }, by, at);
  }

  boost(listingId: string, owner: EventActor, at = new Date()) {
    const boost = BOOST_PACKAGES.standard;
    return this.append({
      type: 'ListingBoosted',
      data: { listingId, package: 'standard', days: boost.days, amount: boost.amount, currency: CURRENCY, until: boostUntil(at, boost.days), sessionId: `cs_test_${randomUUID()}` },
    }, owner, at);
  }
}

/** What every submission shares, `daysAgo` days back. */
export function base(ownerId: string, address: string, daysAgo: number) {
  return { listingId: randomUUID(), ownerId, address, submittedAt: new Date(Date.now() - daysAgo * DAY), pictures: PICTURES };
}
