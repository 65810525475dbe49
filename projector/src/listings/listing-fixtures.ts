/** Realistic listing events for tests of the projector. Tests only. */
import { randomUUID } from 'node:crypto';
import type { KamraEvent, ListingSubmitted } from '@kamra/contracts/events';
import type { EventMetadata, GlobalPosition, NewEvent } from '@kamra/eventstore';
import type { ProjectedEvent } from '../projection.js';

const picture = (n: number) => ({ file: `pic${n}.webp`, thumb: `pic${n}-400.webp`, width: 1200, height: 900 });

export function metadataOf(actorId: string | null, actorRole: EventMetadata['actorRole'], occurredAt: string): EventMetadata {
  return { eventId: randomUUID(), actorId, actorRole, correlationId: randomUUID(), causationId: null, occurredAt, schemaVersion: 1 };
}

export function roomSubmitted(listingId: string, ownerId: string, submittedAt: string, address = 'House 12, Gulberg III, Lahore'): ListingSubmitted {
  return {
    type: 'ListingSubmitted',
    data: {
      listingId, ownerId, kind: 'room', submittedAt,
      pictures: [picture(1), picture(2), picture(3)],
      profile: { kind: 'avatar', name: 'avatar-3' },
      fields: {
        tagline: 'Sunny room near the market', type: 'House Room', address, rent: 25000,
        listerName: 'Ayesha Khan', phone: '0300-1234567', condition: 'In a good shape', kitchen: 'Shared',
        bathroom: 'Private', bathroomType: 'English', maxRoommate: 2, furnished: true,
        features: { furnished: ['bed', 'carpet'], features: ['internet', 'gas'], secondaryFeatures: [] },
        availableFrom: '2025-04-01', nicNumber: '3520212345671',
      },
    },
  };
}

export function roommateSubmitted(listingId: string, ownerId: string, submittedAt: string, address = 'F-10/2, Islamabad'): ListingSubmitted {
  return {
    type: 'ListingSubmitted',
    data: {
      listingId, ownerId, kind: 'roommate', submittedAt,
      pictures: [picture(4), picture(5), picture(6)],
      profile: { kind: 'avatar', name: 'avatar-1' },
      fields: {
        tagline: 'Looking for a calm roommate', address, rent: 18000, listerName: 'Bilal Ahmed', phone: '0321 7654321',
        listerAge: 24, occupation: 'Engineer', gender: 'Male', age: 30, furnished: false,
        features: { furnished: [], features: ['bills'], secondaryFeatures: [], preferences: ['Non Smoker', 'Early Bird'] },
        availableFrom: '2025-03-10',
      },
    },
  };
}

export function accessorySubmitted(listingId: string, ownerId: string, submittedAt: string, address = 'Saddar, Karachi'): ListingSubmitted {
  return {
    type: 'ListingSubmitted',
    data: {
      listingId, ownerId, kind: 'accessory', submittedAt,
      pictures: [picture(7), picture(8), picture(9)],
      profile: { kind: 'avatar', name: 'avatar-7' },
      fields: {
        tagline: 'Study table in great shape', name: 'Wooden study table', price: 4500, condition: 8, usageYear: 2,
        address, listerName: 'Sara', phone: '021-35551234',
      },
    },
  };
}

export function projectedOf(event: KamraEvent, metadata: EventMetadata, revision = 0n, position: GlobalPosition = { major: 1n, minor: 1n }): ProjectedEvent {
  return { event, metadata, revision, position, streamId: 'listing-x' };
}

export function newEvent(event: KamraEvent, metadata: EventMetadata): NewEvent {
  return { type: event.type, data: event.data, metadata };
}
