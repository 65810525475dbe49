import type { DuplicateMatchView } from '@kamra/contracts/read-models';
import { Link } from 'wouter';
import { adminUserListingPath, adminUserListingsPath } from '../admin-paths';

/**
 * A duplicate-photo flag as an admin checks it: the other listing and its owner by name, each a
 * link, and the two matching pictures side by side to judge with their own eyes.
 */
export function DuplicateMatch({ match }: { match: DuplicateMatchView }) {
  const listing = match.matchingTagline ?? 'a listing no longer shown';
  const owner = match.matchingOwnerName ?? 'a user no longer known';
  return (
    <div className="duplicate-match">
      <p className="history__note">
        Matches{' '}
        {match.matchingKind === null ? (
          listing
        ) : (
          <Link href={adminUserListingPath(match.matchingOwnerId, match.matchingKind, match.matchingListingId)}>{listing}</Link>
        )}{' '}
        by <Link href={adminUserListingsPath(match.matchingOwnerId)}>{owner}</Link>
      </p>
      <div className="duplicate-match__pictures">
        <figure>
          <img src={match.pictureUrl} alt="The picture in this listing" loading="lazy" decoding="async" width={320} height={240} />
          <figcaption>This listing</figcaption>
        </figure>
        <figure>
          <img src={match.matchingPictureUrl} alt={`The matching picture in ${listing}`} loading="lazy" decoding="async" width={320} height={240} />
          <figcaption>{listing}</figcaption>
        </figure>
      </div>
    </div>
  );
}
