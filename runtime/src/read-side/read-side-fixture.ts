import { randomUUID } from 'node:crypto';
import type { ImageRef } from '@kamra/contracts/uploads';
import type { ListingEvent, ListingSubmitted } from '@kamra/contracts/events';
import { formatPosition } from '@kamra/eventstore';
import { appendListingEvent, boosted, type EventActor } from '../seed/listing-events.js';
import type { TestKamra } from '../testing/test-kamra.js';

export const PICTURES: ImageRef[] = [1, 2, 3].map((n) => ({ file: `room${n}.webp`, thumb: `room${n}-400.webp`, width: 1600, height: 1200 }));

export const DAY = 86_400_000;

/** Appends listing events the way the write side would, and remembers the last position. */
export class ListingScript {
  lastPosition = '';

  constructor(private readonly kamra: TestKamra, private readonly admin: EventActor) {}

  private async append(event: ListingEvent | ListingSubmitted, actor: EventActor, at: Date): Promise<void> {
    const { position } = await appendListingEvent(this.kamra.store, event, actor, at);
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
    return this.append(boosted(listingId, 'standard', at), owner, at);
  }
}

export function base(ownerId: string, address: string, daysAgo: number) {
  return { listingId: randomUUID(), ownerId, address, submittedAt: new Date(Date.now() - daysAgo * DAY), pictures: PICTURES };
}
