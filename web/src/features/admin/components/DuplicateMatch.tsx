import type { DuplicateMatchView } from '@kamra/contracts/read-models';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { adminUserListingPath, adminUserListingsPath } from '../admin-paths';

/**
 * A duplicate-photo flag as an admin checks it: the other listing and its owner by name, each a
 * link, and the two matching pictures side by side to judge with their own eyes.
 */
export function DuplicateMatch({ match }: { match: DuplicateMatchView }) {
  const { t } = useTranslation('admin');
  const listing = match.matchingTagline ?? t('duplicate.goneListing');
  const owner = match.matchingOwnerName ?? t('duplicate.goneOwner');
  return (
    <div className="duplicate-match">
      <p className="history__note">
        <Trans
          t={t}
          i18nKey="duplicate.matches"
          values={{ listing, owner }}
          components={{
            listing:
              match.matchingKind === null ? (
                <span dir="auto" />
              ) : (
                <Link href={adminUserListingPath(match.matchingOwnerId, match.matchingKind, match.matchingListingId)} dir="auto" />
              ),
            owner: <Link href={adminUserListingsPath(match.matchingOwnerId)} dir="auto" />,
          }}
        />
      </p>
      <div className="duplicate-match__pictures">
        <figure>
          <img src={match.pictureUrl} alt={t('duplicate.thisPicture')} loading="lazy" decoding="async" width={320} height={240} />
          <figcaption>{t('duplicate.thisListing')}</figcaption>
        </figure>
        <figure>
          <img src={match.matchingPictureUrl} alt={t('duplicate.matchingPicture', { listing })} loading="lazy" decoding="async" width={320} height={240} />
          <figcaption dir="auto">{listing}</figcaption>
        </figure>
      </div>
    </div>
  );
}
