/**
 * Realistic listings and the turns of their lives for tests of the projector. Tests only.
 * Projection specs feed `listingHistory(id, ...turns)` (testing/decided-events.ts), so the
 * events they see are the ones the listing decider decides.
 */
import { randomUUID } from 'node:crypto';
import type { KamraEvent, ListingSubmitted } from '@kamra/contracts/events';
import type { EventMetadata, GlobalPosition, NewEvent } from '@kamra/eventstore';
import type { ListingCommand } from '@kamra/write-service/testing/deciders';
import type { ProjectedEvent } from '../projection.js';
import type { Turn } from '../testing/decided-events.js';

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

/** People as the event metadata records them. */
export const lister = (id: string) => ({ id, role: 'user' as const });
export const moderator = (id: string) => ({ id, role: 'admin' as const });

/** The owner submits the listing the event describes, at its own submission time. */
export function submits(submitted: ListingSubmitted): Turn<ListingCommand> {
  return { command: { type: 'SubmitListing', data: submitted.data }, actor: lister(submitted.data.ownerId), at: submitted.data.submittedAt };
}

export function approves(listingId: string, adminId: string, at: string): Turn<ListingCommand> {
  return { command: { type: 'ApproveListing', listingId, by: { userId: adminId, isAdmin: true }, now: at }, actor: moderator(adminId), at };
}

export function rejects(listingId: string, adminId: string, reason: string, at: string): Turn<ListingCommand> {
  return { command: { type: 'RejectListing', listingId, reason, by: { userId: adminId, isAdmin: true } }, actor: moderator(adminId), at };
}

export function deletes(listingId: string, admin: { id: string; isAdmin: boolean }, at: string): Turn<ListingCommand> {
  const actor = admin.isAdmin ? moderator(admin.id) : lister(admin.id);
  return { command: { type: 'DeleteListing', listingId, by: { userId: admin.id, isAdmin: admin.isAdmin } }, actor, at };
}

/** The owner takes back the changes waiting on their approved listing. */
export function withdrawsRevision(listingId: string, ownerId: string, at: string): Turn<ListingCommand> {
  return { command: { type: 'WithdrawRevision', listingId, by: { userId: ownerId, isAdmin: false }, now: at }, actor: lister(ownerId), at };
}

/**
 * The owner edits the listing the submission made: its fields with `changed` applied, the
 * pictures named by number kept in order (the submission has 1-3 for rooms and roommates, 7-9
 * for accessories), and `added` new pictures after them.
 */
export function revises(
  submitted: ListingSubmitted,
  at: string,
  edit: { changed?: Record<string, unknown>; keep?: number[]; added?: number[] } = {},
): Turn<ListingCommand> {
  const { data } = submitted;
  const keep = edit.keep ?? data.pictures.map((image) => Number(/\d+/.exec(image.file)?.[0]));
  const fields = { ...data.fields, ...edit.changed };
  const listing = data.kind === 'room'
    ? { kind: data.kind, fields: fields as typeof data.fields }
    : data.kind === 'roommate' ? { kind: data.kind, fields: fields as typeof data.fields } : { kind: data.kind, fields: fields as typeof data.fields };
  return {
    command: {
      type: 'ReviseListing', listingId: data.listingId, by: { userId: data.ownerId, isAdmin: false }, listing, profile: null, now: at,
      keepPictures: keep.map((n) => picture(n).file),
      newPictures: (edit.added ?? []).map((n) => ({ image: picture(n), hash: n.toString(16).padStart(16, '0') })),
    },
    actor: lister(data.ownerId),
    at,
  };
}
