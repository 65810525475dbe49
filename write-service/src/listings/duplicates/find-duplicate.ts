/** The closest match, over all of a submission's pictures, to a picture of another owner's listing. */
import type { DuplicateMatch } from '../lifecycle-commands.js';
import type { PictureHashIndex } from './picture-hash-index.js';

export function findDuplicate(
  index: PictureHashIndex,
  ownerId: string,
  pictures: readonly { file: string }[],
  hashes: readonly string[],
): DuplicateMatch | null {
  let best: DuplicateMatch | null = null;
  hashes.forEach((hash, i) => {
    const picture = pictures[i];
    const match = index.nearestOfOtherOwner(hash, ownerId);
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
