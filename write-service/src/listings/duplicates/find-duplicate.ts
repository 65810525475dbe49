/** The closest match, over all of a submission's pictures, to a picture of another owner's listing. */
import type { GlobalPosition } from '@kamra/eventstore';
import type { DuplicateMatch } from '../lifecycle-commands.js';
import type { PictureHashIndex } from './picture-hash-index.js';

export function findDuplicate(
  index: PictureHashIndex,
  ownerId: string,
  pictures: readonly { file: string }[],
  hashes: readonly string[],
  /** Only pictures submitted before this position in the log (the reactor's look); all of them without. */
  before?: GlobalPosition,
): DuplicateMatch | null {
  let best: DuplicateMatch | null = null;
  hashes.forEach((hash, i) => {
    const picture = pictures[i];
    const match = index.nearestOfOtherOwner(hash, ownerId, before);
    if (!picture || !match || (best !== null && best.distance <= match.distance)) return;
    best = {
      picture: picture.file,
      matchingListingId: match.entry.listingId,
      matchingOwnerId: match.entry.ownerId,
      matchingPicture: match.entry.picture,
      distance: match.distance,
    };
  });
  return best;
}
