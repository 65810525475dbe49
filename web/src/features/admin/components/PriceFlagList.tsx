import type { AdminStats } from '@kamra/contracts/read-models';
import { Link } from 'wouter';
import { listingKindLabel } from '../../../lib/listing-kind';
import { adminUserListingPath } from '../admin-paths';
import { priceFlagNote } from '../moderation-history';

/** The latest listings flagged as priced below half their area's median, each opening its admin view and history. */
export function PriceFlagList({ flags }: { flags: AdminStats['flags']['latestPrices'] }) {
  if (flags.length === 0) return <p className="muted">No listing is priced below half its area's median.</p>;
  return (
    <ul className="admin-price-flags">
      {flags.map((flag) => (
        <li key={flag.id}>
          <Link href={adminUserListingPath(flag.ownerId, flag.kind, flag.id)} className="admin-price-flags__title">
            {flag.tagline}
          </Link>
          <span className="admin-price-flags__note">
            {listingKindLabel[flag.kind]}: {priceFlagNote(flag.priceFlag)}
          </span>
        </li>
      ))}
    </ul>
  );
}
