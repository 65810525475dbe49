import type { AdminStats } from '@kamra/contracts/read-models';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { optionLabel } from '../../../i18n';
import { adminUserListingPath } from '../admin-paths';
import { priceFlagNote } from '../moderation-history';

/** The latest listings flagged as priced below half their area's median, each opening its admin view and history. */
export function PriceFlagList({ flags }: { flags: AdminStats['flags']['latestPrices'] }) {
  const { t } = useTranslation('admin');
  if (flags.length === 0) return <p className="muted">{t('priceFlags.none')}</p>;
  return (
    <ul className="admin-price-flags">
      {flags.map((flag) => (
        <li key={flag.id}>
          <Link href={adminUserListingPath(flag.ownerId, flag.kind, flag.id)} className="admin-price-flags__title" dir="auto">
            {flag.tagline}
          </Link>
          <span className="admin-price-flags__note">
            {optionLabel('listingKinds', flag.kind)}: {priceFlagNote(flag.priceFlag)}
          </span>
        </li>
      ))}
    </ul>
  );
}
