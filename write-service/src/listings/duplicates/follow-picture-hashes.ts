/**
 * Feeds the write side's picture-hash index from the log: every ListingSubmitted and ListingRevised
 * that carries picture hashes, from the first event on, then live. The submit route also adds its own
 * listing the moment it appends, so a second submission in the same process is checked against
 * the first at once; another write-service process sees it one poll later. Two copies submitted
 * to two instances within that poll both pass the submit route's look; the duplicate-picture
 * reactor looks again at each once the feed has passed it (duplicate-pictures-reactor.ts).
 */
import { parseEvent } from '@kamra/contracts/events';
import { comparePositions, type EventStore, type GlobalPosition, type RecordedEvent, type Subscription } from '@kamra/eventstore';
import type { Logger } from '@kamra/platform';
import type { PictureHashIndex } from './picture-hash-index.js';

export function addSubmittedPictures(
  index: PictureHashIndex,
  data: { listingId: string; ownerId: string; pictures: readonly { file: string }[]; pictureHashes?: readonly string[] | undefined },
  position?: GlobalPosition,
): void {
  data.pictureHashes?.forEach((hash, i) => {
    const picture = data.pictures[i];
    if (picture) index.add({ listingId: data.listingId, ownerId: data.ownerId, picture: picture.file, hash }, position);
  });
}

export interface PictureHashFeed extends Subscription {
  /** Whether the index holds every picture of the log up to and including `position`. */
  passed(position: GlobalPosition): boolean;
}

export function followPictureHashes(store: EventStore, index: PictureHashIndex, logger: Logger): PictureHashFeed {
  // A revision names no owner; its listing's submission, earlier in the log, did.
  const owners = new Map<string, string>();
  let last: GlobalPosition | null = null;
  const subscription = store.subscribeToAll({
    async onEvent(event: RecordedEvent) {
      last = event.position;
      // Only submissions and revisions carry pictures; nothing else is even parsed.
      if (event.type !== 'ListingSubmitted' && event.type !== 'ListingRevised') return;
      const parsed = parseEvent(event.type, event.data, event.metadata.schemaVersion);
      if (parsed.type === 'ListingSubmitted') {
        owners.set(parsed.data.listingId, parsed.data.ownerId);
        addSubmittedPictures(index, parsed.data, event.position);
      } else if (parsed.type === 'ListingRevised') {
        const ownerId = owners.get(parsed.data.listingId);
        if (ownerId !== undefined) addSubmittedPictures(index, { ...parsed.data, ownerId }, event.position);
      }
    },
    onError(error) {
      logger.error({ err: error }, 'picture-hash index stopped following the log');
    },
  });
  return Object.assign(subscription, { passed: (position: GlobalPosition) => last !== null && comparePositions(last, position) >= 0 });
}
