/**
 * Feeds the write side's picture-hash index from the log: every ListingSubmitted and ListingRevised
 * that carries picture hashes, from the first event on, then live. The submit route also adds its own
 * listing the moment it appends, so a second submission in the same process is checked against
 * the first at once; another write-service process sees it one poll later.
 */
import { parseEvent } from '@kamra/contracts/events';
import type { EventStore, RecordedEvent, Subscription } from '@kamra/eventstore';
import type { Logger } from '@kamra/platform';
import type { PictureHashIndex } from './picture-hash-index.js';

export function addSubmittedPictures(
  index: PictureHashIndex,
  data: { listingId: string; ownerId: string; pictures: readonly { file: string }[]; pictureHashes?: readonly string[] | undefined },
): void {
  data.pictureHashes?.forEach((hash, i) => {
    const picture = data.pictures[i];
    if (picture) index.add({ listingId: data.listingId, ownerId: data.ownerId, picture: picture.file, hash });
  });
}

export function followPictureHashes(store: EventStore, index: PictureHashIndex, logger: Logger): Subscription {
  // A revision names no owner; its listing's submission, earlier in the log, did.
  const owners = new Map<string, string>();
  return store.subscribeToAll({
    async onEvent(event: RecordedEvent) {
      // Only submissions and revisions carry pictures; nothing else is even parsed.
      if (event.type !== 'ListingSubmitted' && event.type !== 'ListingRevised') return;
      const parsed = parseEvent(event.type, event.data, event.metadata.schemaVersion);
      if (parsed.type === 'ListingSubmitted') {
        owners.set(parsed.data.listingId, parsed.data.ownerId);
        addSubmittedPictures(index, parsed.data);
      } else if (parsed.type === 'ListingRevised') {
        const ownerId = owners.get(parsed.data.listingId);
        if (ownerId !== undefined) addSubmittedPictures(index, { ...parsed.data, ownerId });
      }
    },
    onError(error) {
      logger.error({ err: error }, 'picture-hash index stopped following the log');
    },
  });
}
