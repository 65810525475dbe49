/**
 * Feeds the write side's picture-hash index from the log: every ListingSubmitted and ListingRevised
 * that carries picture hashes, from the first event on, then live. The submit route also adds its own
 * listing the moment it appends, so a second submission in the same process is checked against
 * the first at once; another write-service process sees it one poll later. Two copies submitted
 * to two instances within that poll both pass the submit route's look; the duplicate-picture
 * reactor looks again at each once the feed has passed it (duplicate-pictures-reactor.ts).
 */
import { parseRecordedEvent } from '@kamra/contracts/events';
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

export function followPictureHashes(store: EventStore, index: PictureHashIndex, logger: Logger, retryDelayMs = 1000): PictureHashFeed {
  // A revision names no owner; its listing's submission, earlier in the log, did.
  const owners = new Map<string, string>();
  let last: GlobalPosition | null = null;
  let stopped = false;
  let current: Subscription | null = null;
  let retry: NodeJS.Timeout | null = null;
  let markCaughtUp: () => void = () => undefined;
  const caughtUp = new Promise<void>((resolve) => {
    markCaughtUp = resolve;
  });

  async function onEvent(event: RecordedEvent): Promise<void> {
    // Only submissions and revisions carry pictures; nothing else is even parsed.
    if (event.type === 'ListingSubmitted' || event.type === 'ListingRevised') {
      const parsed = parseRecordedEvent(event);
      if (parsed.type === 'ListingSubmitted') {
        owners.set(parsed.data.listingId, parsed.data.ownerId);
        addSubmittedPictures(index, parsed.data, event.position);
      } else if (parsed.type === 'ListingRevised') {
        const ownerId = owners.get(parsed.data.listingId);
        if (ownerId !== undefined) addSubmittedPictures(index, { ...parsed.data, ownerId }, event.position);
      }
    }
    // Only once the event is in the index: a failure part-way must deliver it again.
    last = event.position;
  }

  // A lost connection must not end the feed for good: the submit route would stop seeing other
  // instances' pictures, and the duplicate-picture reactor would wait for it for ever.
  function follow(): void {
    const subscription = store.subscribeToAll({
      after: last,
      onEvent,
      onError(error) {
        // One follow again at a time: a second failure reported before it is the same gap.
        if (stopped || retry) return;
        logger.error({ err: error }, 'picture-hash index stopped following the log; following again from where it stopped');
        retry = setTimeout(() => {
          retry = null;
          if (!stopped) follow();
        }, retryDelayMs);
      },
    });
    current = subscription;
    void subscription.caughtUp.then(markCaughtUp);
  }
  follow();

  return {
    caughtUp,
    passed: (position: GlobalPosition) => last !== null && comparePositions(last, position) >= 0,
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await current?.stop();
    },
  };
}
