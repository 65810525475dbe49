/**
 * The duplicate-picture reactor: a second look at every submission and revision that brings
 * pictures, once the picture-hash index holds everything before it in the log. The submit route
 * looks at once, but a copy submitted to one instance in the same moment as its original is
 * submitted to another cannot see it yet; in the log one of the two comes first, and this look
 * flags the later against the earlier. It never flags the earlier against the later, since it
 * only compares with pictures whose events come before the cause.
 *
 * Run by the projector's ReactorRunner from its own checkpoint. The flag goes through the
 * listing decider, which adds nothing when any of the cause's pictures is flagged already (at
 * submit, or by this look before a restart, a rebuild or on a second instance).
 */
import { randomUUID } from 'node:crypto';
import { listingStream, parseRecordedEvent, type KamraEvent } from '@kamra/contracts/events';
import { isPicturesChange } from '@kamra/contracts/rules';
import type { EventStore, GlobalPosition } from '@kamra/eventstore';
import { handleCommand } from '../../commands/handle-command.js';
import { systemContext } from '../../commands/event-metadata.js';
import { listingDecider } from '../listing-decider.js';
import { findDuplicate } from './find-duplicate.js';
import type { PictureHashIndex } from './picture-hash-index.js';

/** One number for "the duplicate-picture reactor" in Postgres's advisory-lock space. */
export const DUPLICATE_PICTURES_LOCK_KEY = 4_127_730_031;

export interface DuplicatePicturesEffect {
  type: 'LookForCopies';
  listingId: string;
  pictures: readonly { file: string }[];
  hashes: readonly string[];
}

export interface DuplicatePicturesDeps {
  store: EventStore;
  index: PictureHashIndex;
  /** Resolves true once the index holds every picture up to `position`; false when stopping first. */
  indexReached(position: GlobalPosition): Promise<boolean>;
  now(): Date;
}

/**
 * Submissions and revisions that bring pictures, with their hashes. A revision carries every
 * picture it keeps too; those were looked at when they came, and are older than copies made since.
 */
export function reactToPictures(cause: { event: KamraEvent }): DuplicatePicturesEffect[] {
  const { event } = cause;
  if (event.type !== 'ListingSubmitted' && event.type !== 'ListingRevised') return [];
  const hashes = event.data.pictureHashes ?? [];
  if (hashes.length === 0) return [];
  const added = event.type === 'ListingRevised'
    ? new Set(event.data.changes.filter(isPicturesChange).flatMap((change) => change.added.map((picture) => picture.file)))
    : null;
  const brought = event.data.pictures.flatMap((picture, index) => {
    const hash = hashes[index];
    return hash !== undefined && (added === null || added.has(picture.file)) ? [{ picture, hash }] : [];
  });
  if (brought.length === 0) return [];
  return [{
    type: 'LookForCopies', listingId: event.data.listingId,
    pictures: brought.map(({ picture }) => picture), hashes: brought.map(({ hash }) => hash),
  }];
}

async function ownerOf(store: EventStore, listingId: string): Promise<string | null> {
  const { events } = await store.readStream(listingStream(listingId));
  const first = events[0];
  if (!first) return null;
  const event = parseRecordedEvent(first);
  return event.type === 'ListingSubmitted' ? event.data.ownerId : null;
}

export function duplicatePicturesReactor(deps: DuplicatePicturesDeps) {
  return {
    name: 'duplicate-pictures',
    lockKey: DUPLICATE_PICTURES_LOCK_KEY,
    react: reactToPictures,
    async perform(effect: DuplicatePicturesEffect, cause: { position: GlobalPosition; eventId: string }): Promise<void> {
      // Stopping: fail the cause, so the checkpoint stays before it and it is looked at again.
      if (!(await deps.indexReached(cause.position))) throw new Error('stopping before the picture index reached the cause');
      const ownerId = await ownerOf(deps.store, effect.listingId);
      if (ownerId === null) return;
      const match = findDuplicate(deps.index, ownerId, effect.pictures, effect.hashes, cause.position);
      if (match === null) return;
      const now = deps.now();
      await handleCommand(
        deps.store, listingStream(effect.listingId), listingDecider,
        { type: 'FlagDuplicatePictures', listingId: effect.listingId, pictures: effect.pictures.map((picture) => picture.file), match },
        systemContext(randomUUID(), now, cause.eventId),
      );
    },
  };
}
